import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import type { BitcoinAddress } from './address.ts'
import { bytesEqual, hash160 } from './hashes.ts'
import { p2pkhScript, p2wpkhScript, parsePushScript, pushScript } from './scripts.ts'
import {
  legacySighash,
  SIGHASH_ALL,
  SIGHASH_DEFAULT,
  segwitV0Sighash,
  taprootKeyPathSighash,
} from './sighash.ts'
import type { Transaction, TransactionInput, TransactionOutput } from './transaction.ts'

/**
 * Whether the only input of `toSign` spends `spentOutput`, which pays `address`, with a valid
 * single-key signature. Every signature must be SIGHASH_ALL (or taproot's SIGHASH_DEFAULT).
 */
export function verifySingleKeySpend(
  address: BitcoinAddress,
  toSign: Transaction,
  spentOutput: TransactionOutput,
): boolean {
  const input = toSign.inputs[0]
  if (!input || toSign.inputs.length !== 1) return false
  switch (address.type) {
    case 'p2wpkh':
    case 'p2sh':
      return verifyWitnessKeyHashSpend(address, toSign, input, spentOutput)
    case 'p2tr':
      return verifyTaprootKeyPathSpend(address, toSign, input, spentOutput)
    case 'p2pkh':
      return verifyKeyHashSpend(address, toSign, input, spentOutput)
  }
}

/** The P2SH-P2WPKH scriptSig matching a P2WPKH-style witness, or `undefined` without a key. */
export function nestedWitnessScriptSig(witness: readonly Uint8Array[]): Uint8Array | undefined {
  const publicKey = witness[1]
  return publicKey ? pushScript(p2wpkhScript(hash160(publicKey))) : undefined
}

function verifyWitnessKeyHashSpend(
  address: BitcoinAddress,
  toSign: Transaction,
  input: TransactionInput,
  spentOutput: TransactionOutput,
): boolean {
  const [signature, publicKey, ...rest] = input.witness
  // Segwit policy only relays compressed keys, so wallets never sign with another kind.
  if (!signature || !publicKey || rest.length > 0 || !isCompressedKey(publicKey)) return false
  const keyHash = hash160(publicKey)
  if (address.type === 'p2wpkh') {
    if (input.scriptSig.length > 0 || !bytesEqual(keyHash, address.program)) return false
  } else {
    const redeemScript = p2wpkhScript(keyHash)
    if (!bytesEqual(hash160(redeemScript), address.program)) return false
    if (!bytesEqual(input.scriptSig, pushScript(redeemScript))) return false
  }
  const digest = segwitV0Sighash(toSign, 0, p2pkhScript(keyHash), spentOutput.value)
  return digest !== undefined && verifyEcdsa(signature, digest, publicKey)
}

function verifyTaprootKeyPathSpend(
  address: BitcoinAddress,
  toSign: Transaction,
  input: TransactionInput,
  spentOutput: TransactionOutput,
): boolean {
  // One item is a key-path spend; more would be a script path or carry an annex.
  const [signature, ...rest] = input.witness
  if (!signature || rest.length > 0 || input.scriptSig.length > 0) return false
  const hashType = taprootHashType(signature)
  if (hashType === undefined) return false
  const digest = taprootKeyPathSighash(toSign, 0, [spentOutput], hashType)
  if (!digest) return false
  try {
    return schnorr.verify(signature.subarray(0, 64), digest, address.program)
  } catch {
    return false
  }
}

// BIP-341: 64 bytes imply SIGHASH_DEFAULT, which is never written out; a 65th byte names the type.
function taprootHashType(
  signature: Uint8Array,
): typeof SIGHASH_DEFAULT | typeof SIGHASH_ALL | undefined {
  if (signature.length === 64) return SIGHASH_DEFAULT
  if (signature.length === 65 && signature[64] === SIGHASH_ALL) return SIGHASH_ALL
  return undefined
}

function verifyKeyHashSpend(
  address: BitcoinAddress,
  toSign: Transaction,
  input: TransactionInput,
  spentOutput: TransactionOutput,
): boolean {
  const [signature, publicKey, ...rest] = parsePushScript(input.scriptSig) ?? []
  if (!signature || !publicKey || rest.length > 0 || input.witness.length > 0) return false
  if (!isCompressedKey(publicKey) && !isUncompressedKey(publicKey)) return false
  if (!bytesEqual(hash160(publicKey), address.program)) return false
  return verifyEcdsa(signature, legacySighash(toSign, 0, spentOutput.script), publicKey)
}

// A script signature is strict DER followed by the hash type byte; high S is valid by consensus.
function verifyEcdsa(signature: Uint8Array, digest: Uint8Array, publicKey: Uint8Array): boolean {
  if (signature.at(-1) !== SIGHASH_ALL) return false
  try {
    return secp256k1.verify(signature.subarray(0, -1), digest, publicKey, {
      prehash: false,
      lowS: false,
      format: 'der',
    })
  } catch {
    return false
  }
}

function isCompressedKey(publicKey: Uint8Array): boolean {
  return publicKey.length === 33 && (publicKey[0] === 0x02 || publicKey[0] === 0x03)
}

function isUncompressedKey(publicKey: Uint8Array): boolean {
  return publicKey.length === 65 && publicKey[0] === 0x04
}
