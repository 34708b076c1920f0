import * as ecc from '@bitcoinerlab/secp256k1'
import { bytesToHex, hexToBytes } from '@openappkit/common/encoding'
import { crypto, initEccLib, type Network, payments, toXOnly } from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'
import { TestKitError } from '../errors/test-kit-error.ts'

// bitcoinjs-lib needs an elliptic-curve library for taproot; noble's (pure JS) works in pages.
initEccLib(ecc)
const ECPair = ECPairFactory(ecc)

/** The purposes sats-connect names the two addresses of an account by. */
export type BitcoinPurpose = 'payment' | 'ordinals'

/** An address the wallet exposes, as sats-connect describes it. */
export type BitcoinAddress = {
  address: string
  /** Hex: the compressed key (66) for P2WPKH, the x-only internal key (64) for P2TR. */
  publicKey: string
  purpose: BitcoinPurpose
  addressType: 'p2wpkh' | 'p2tr'
}

/** One address of a key with what signs for it and the output script it locks. */
export type BitcoinKeyAddress = BitcoinAddress & {
  /** The key that signs its inputs: the plain key for P2WPKH, the BIP-86 tweaked one for P2TR. */
  signer: ECPairInterface
  /** Its scriptPubKey. */
  script: Uint8Array
}

/** The two addresses one private key gives: P2WPKH payment and P2TR (key path) ordinals. */
export type BitcoinKeyAccount = {
  readonly payment: BitcoinKeyAddress
  readonly ordinal: BitcoinKeyAddress
  /** The untweaked key, for legacy `signmessage`. */
  readonly key: ECPairInterface
}

/** The payment (P2WPKH) and ordinal (P2TR key path, BIP-86 tweak) addresses of a 32-byte hex key. */
export function bitcoinKeyAccount(privateKeyHex: string, network: Network): BitcoinKeyAccount {
  const hex = privateKeyHex.startsWith('0x') ? privateKeyHex.slice(2) : privateKeyHex
  let key: ECPairInterface
  try {
    key = ECPair.fromPrivateKey(hexToBytes(hex), { network })
  } catch (cause) {
    throw new TestKitError('A Bitcoin test wallet key must be 32 bytes of hex', { cause })
  }
  // Low R as Bitcoin Core grinds it: 71-byte DER signatures, like real wallets produce.
  key.lowR = true
  const payment = payments.p2wpkh({ pubkey: key.publicKey, network })
  const internalKey = toXOnly(key.publicKey)
  const ordinal = payments.p2tr({ internalPubkey: internalKey, network })
  // BIP-86: with no script tree the tweak is the TapTweak hash of the internal key alone.
  const tweaked = key.tweak(crypto.taggedHash('TapTweak', internalKey))
  return {
    key,
    payment: {
      address: payment.address as string,
      publicKey: bytesToHex(key.publicKey),
      purpose: 'payment',
      addressType: 'p2wpkh',
      signer: key,
      script: payment.output as Uint8Array,
    },
    ordinal: {
      address: ordinal.address as string,
      publicKey: bytesToHex(internalKey),
      purpose: 'ordinals',
      addressType: 'p2tr',
      signer: tweaked,
      script: ordinal.output as Uint8Array,
    },
  }
}

/** The public description of an address (no signer), as both faces hand it out. */
export function publicAddress({ address, publicKey, purpose, addressType }: BitcoinAddress) {
  return { address, publicKey, purpose, addressType }
}
