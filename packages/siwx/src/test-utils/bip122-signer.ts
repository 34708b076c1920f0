import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes } from '@noble/hashes/utils.js'
import { base64, createBase58check } from '@scure/base'
import {
  type BitcoinAddress,
  type BitcoinNetwork,
  encodeBitcoinAddress,
} from '../verifiers/bip122/address.ts'
import { buildToSign, buildToSpend } from '../verifiers/bip122/bip322.ts'
import { hash160, taggedHash } from '../verifiers/bip122/hashes.ts'
import { p2pkhScript, p2wpkhScript, pushScript } from '../verifiers/bip122/scripts.ts'
import {
  legacySighash,
  SIGHASH_ALL,
  SIGHASH_DEFAULT,
  segwitV0Sighash,
  taprootKeyPathSighash,
} from '../verifiers/bip122/sighash.ts'
import {
  serializeTransaction,
  serializeWitness,
  type Transaction,
  type TransactionOutput,
} from '../verifiers/bip122/transaction.ts'
import { legacyMessageHash } from '../verifiers/bip122/verify-legacy-signature.ts'

/** The single-key address kinds a test signer derives. */
export type Bip122AddressKind = 'p2pkh' | 'p2shP2wpkh' | 'p2wpkh' | 'p2tr'

/** How a BIP-322 signature is made. */
export type Bip322SignOptions = {
  /** Write taproot's hash type out as a 65th byte (SIGHASH_ALL) instead of the implicit default. */
  taprootSighashAll?: boolean
  /** Changes the unsigned `to_sign` of a full signature before it is signed, to forge odd ones. */
  transform?: (toSign: Transaction) => Transaction
}

/**
 * Which header a legacy signature carries: BIP-137's per address type, the compressed-key P2PKH
 * one (31–34) that Electrum-style wallets use for every type, or the uncompressed-key P2PKH one.
 */
export type LegacyHeaderStyle = 'bip137' | 'electrum' | 'uncompressed'

/** A test wallet holding one key on one network. */
export type Bip122Signer = {
  /** Its addresses; `p2pkhUncompressed` hashes the uncompressed key, as very old wallets did. */
  addresses: Record<Bip122AddressKind | 'p2pkhUncompressed', string>
  /** A BIP-322 simple signature (base64 witness stack); P2PKH has none. */
  signBip322Simple(
    kind: Exclude<Bip122AddressKind, 'p2pkh'>,
    message: string,
    options?: Bip322SignOptions,
  ): string
  /** A BIP-322 full signature (base64 `to_sign` transaction). */
  signBip322Full(kind: Bip122AddressKind, message: string, options?: Bip322SignOptions): string
  /** A legacy signmessage signature (base64 header ‖ r ‖ s); taproot has none. */
  signLegacy(
    kind: Exclude<Bip122AddressKind, 'p2tr'>,
    message: string,
    headerStyle?: LegacyHeaderStyle,
  ): string
}

const base58check = createBase58check(sha256)

/** The private key of a WIF string, compressed or not, on any network. */
export function privateKeyFromWif(wif: string): Uint8Array {
  return base58check.decode(wif).slice(1, 33)
}

/** A signer for `privateKey` on `network`, built from the verifier's own transaction code. */
export function createBip122Signer(privateKey: Uint8Array, network: BitcoinNetwork): Bip122Signer {
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const keyHash = hash160(publicKey)
  const taproot = tweakTaprootKey(privateKey)
  const decoded: Record<Bip122AddressKind, BitcoinAddress> = {
    p2pkh: { type: 'p2pkh', program: keyHash, networks: [network] },
    p2shP2wpkh: { type: 'p2sh', program: hash160(p2wpkhScript(keyHash)), networks: [network] },
    p2wpkh: { type: 'p2wpkh', program: keyHash, networks: [network] },
    p2tr: { type: 'p2tr', program: taproot.outputKey, networks: [network] },
  }
  const addressOf = (kind: Bip122AddressKind) =>
    encodeBitcoinAddress(decoded[kind].type, decoded[kind].program, network)
  const uncompressedKeyHash = hash160(secp256k1.getPublicKey(privateKey, false))

  const signEcdsa = (digest: Uint8Array) =>
    concatBytes(
      secp256k1.sign(digest, privateKey, { prehash: false, format: 'der' }),
      Uint8Array.of(SIGHASH_ALL),
    )

  // Fills in the scriptSig and witness that spend `spentOutput` from the only input of `toSign`.
  const signSpend = (
    kind: Bip122AddressKind,
    toSign: Transaction,
    spentOutput: TransactionOutput,
    options: Bip322SignOptions,
  ): Transaction => {
    const withInput = (scriptSig: Uint8Array, witness: Uint8Array[]): Transaction => ({
      ...toSign,
      inputs: toSign.inputs.map((input) => ({ ...input, scriptSig, witness })),
    })
    if (kind === 'p2pkh') {
      const signature = signEcdsa(legacySighash(toSign, 0, spentOutput.script))
      return withInput(pushScript(signature, publicKey), [])
    }
    if (kind === 'p2tr') {
      const hashType = options.taprootSighashAll ? SIGHASH_ALL : SIGHASH_DEFAULT
      const digest = taprootKeyPathSighash(toSign, 0, [spentOutput], hashType) ?? new Uint8Array()
      const signature = schnorr.sign(digest, taproot.secretKey)
      const hashTypeSuffix = options.taprootSighashAll
        ? Uint8Array.of(SIGHASH_ALL)
        : new Uint8Array()
      return withInput(new Uint8Array(), [concatBytes(signature, hashTypeSuffix)])
    }
    const digest = segwitV0Sighash(toSign, 0, p2pkhScript(keyHash), spentOutput.value)
    const witness = [signEcdsa(digest ?? new Uint8Array(32)), publicKey]
    const scriptSig = kind === 'p2shP2wpkh' ? pushScript(p2wpkhScript(keyHash)) : new Uint8Array()
    return withInput(scriptSig, witness)
  }

  const signToSign = (kind: Bip122AddressKind, message: string, options: Bip322SignOptions) => {
    const toSpend = buildToSpend(decoded[kind], message)
    const unsigned = buildToSign(toSpend, new Uint8Array(), [])
    return signSpend(kind, options.transform?.(unsigned) ?? unsigned, toSpend.outputs[0], options)
  }

  return {
    addresses: {
      p2pkh: addressOf('p2pkh'),
      p2shP2wpkh: addressOf('p2shP2wpkh'),
      p2wpkh: addressOf('p2wpkh'),
      p2tr: addressOf('p2tr'),
      p2pkhUncompressed: encodeBitcoinAddress('p2pkh', uncompressedKeyHash, network),
    },
    signBip322Simple(kind, message, options = {}) {
      const witness = signToSign(kind, message, options).inputs[0]?.witness ?? []
      return base64.encode(serializeWitness(witness))
    },
    signBip322Full(kind, message, options = {}) {
      return base64.encode(serializeTransaction(signToSign(kind, message, options)))
    },
    signLegacy(kind, message, headerStyle = 'bip137') {
      const recovered = secp256k1.sign(legacyMessageHash(message), privateKey, {
        prehash: false,
        format: 'recovered',
      })
      const header = legacyHeaderBase(kind, headerStyle) + (recovered[0] ?? 0)
      return base64.encode(concatBytes(Uint8Array.of(header), recovered.subarray(1)))
    },
  }
}

function legacyHeaderBase(kind: Bip122AddressKind, headerStyle: LegacyHeaderStyle): number {
  if (headerStyle === 'uncompressed') return 27
  if (headerStyle === 'electrum' || kind === 'p2pkh') return 31
  return kind === 'p2shP2wpkh' ? 35 : 39
}

// BIP-86: a key-path-only output key is the internal key tweaked by its TapTweak hash, and the
// secret signing for it is tweaked likewise after taking the even-Y form of the internal key.
function tweakTaprootKey(privateKey: Uint8Array): { secretKey: Uint8Array; outputKey: Uint8Array } {
  const { Fn, BASE } = secp256k1.Point
  const internalKey = schnorr.getPublicKey(privateKey)
  const secret = Fn.fromBytes(privateKey)
  const evenSecret = BASE.multiply(secret).toAffine().y % 2n === 0n ? secret : Fn.neg(secret)
  const tweak = Fn.fromBytes(taggedHash('TapTweak', internalKey))
  const secretKey = Fn.toBytes(Fn.add(evenSecret, tweak))
  return { secretKey, outputKey: schnorr.getPublicKey(secretKey) }
}
