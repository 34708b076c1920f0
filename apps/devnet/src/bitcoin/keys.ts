import { createHash } from 'node:crypto'
import { networks, payments } from 'bitcoinjs-lib'
import { DevnetError } from '../errors.ts'
import { ecc } from './ecc.ts'

/** One secp256k1 key with its two addresses: P2WPKH for payments, P2TR (BIP-86) for ordinals. */
export type BitcoinKey = {
  privateKey: Uint8Array
  /** Compressed public key (33 bytes). */
  publicKey: Uint8Array
  payment: { address: string; script: Uint8Array }
  /** Key-path-only taproot output: internal key tweaked by BIP-86's empty script tree. */
  ordinal: { address: string; script: Uint8Array; internalKey: Uint8Array }
}

/** Derives the key named `label`: its private key is sha256("openappkit-devnet-bitcoin:" + label). */
export function deriveBitcoinKey(label: string): BitcoinKey {
  const privateKey = new Uint8Array(
    createHash('sha256').update(`openappkit-devnet-bitcoin:${label}`).digest(),
  )
  // A sha256 output is a valid scalar except with negligible odds; say so rather than misbehave.
  const publicKey = ecc.isPrivate(privateKey) ? ecc.pointFromScalar(privateKey, true) : null
  if (!publicKey) throw new DevnetError(`Bitcoin fixture key ${label} is not a valid scalar`)
  const network = networks.regtest
  const payment = payments.p2wpkh({ pubkey: publicKey, network })
  const internalKey = publicKey.slice(1, 33)
  const ordinal = payments.p2tr({ internalPubkey: internalKey, network })
  if (!payment.address || !payment.output || !ordinal.address || !ordinal.output) {
    throw new DevnetError(`Could not derive the addresses of Bitcoin fixture key ${label}`)
  }
  return {
    privateKey,
    publicKey,
    payment: { address: payment.address, script: payment.output },
    ordinal: { address: ordinal.address, script: ordinal.output, internalKey },
  }
}
