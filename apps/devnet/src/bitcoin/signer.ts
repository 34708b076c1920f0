import { crypto, type Signer } from 'bitcoinjs-lib'
import { DevnetError } from '../errors.ts'
import { ecc } from './ecc.ts'

/** A bitcoinjs {@link Signer} for ECDSA inputs (P2WPKH, P2SH-P2WPKH): low-S, RFC 6979 nonces. */
export function createEcdsaSigner(privateKey: Uint8Array): Signer {
  const publicKey = ecc.pointFromScalar(privateKey, true)
  if (!publicKey) throw new DevnetError('Invalid Bitcoin private key')
  return { publicKey, sign: (hash) => ecc.sign(hash, privateKey) }
}

/**
 * The private key of a BIP-86 taproot output: the internal key's scalar, negated when its point
 * has an odd y (BIP-340 keys are x-only, implicitly even), plus the TapTweak of its x coordinate.
 */
export function tweakTaprootPrivateKey(privateKey: Uint8Array): Uint8Array {
  const point = ecc.pointFromScalar(privateKey, true)
  if (!point) throw new DevnetError('Invalid Bitcoin private key')
  const evenKey = point[0] === 0x03 ? ecc.privateNegate(privateKey) : privateKey
  const tweaked = ecc.privateAdd(evenKey, crypto.taggedHash('TapTweak', point.subarray(1, 33)))
  if (!tweaked) throw new DevnetError('Taproot tweak produced an invalid key')
  return tweaked
}

/**
 * A bitcoinjs {@link Signer} for key-path spends of a BIP-86 output: bitcoinjs matches its public
 * key against the output key and asks it for Schnorr signatures over BIP-341 sighashes.
 */
export function createTaprootKeySigner(privateKey: Uint8Array): Signer {
  const tweaked = tweakTaprootPrivateKey(privateKey)
  const publicKey = ecc.pointFromScalar(tweaked, true)
  if (!publicKey) throw new DevnetError('Invalid taproot output key')
  return {
    publicKey,
    sign: (hash) => ecc.sign(hash, tweaked),
    signSchnorr: (hash) => ecc.signSchnorr(hash, tweaked),
  }
}
