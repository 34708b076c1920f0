import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes } from '@noble/hashes/utils.js'
import { encodeUint32, encodeUint64, encodeVarBytes } from './encoding.ts'
import { sha256d, taggedHash } from './hashes.ts'
import {
  serializeOutpoint,
  serializeOutput,
  serializeTransaction,
  type Transaction,
  type TransactionOutput,
} from './transaction.ts'

/** The hash type committing to all inputs and outputs, the only one wallets sign messages with. */
export const SIGHASH_ALL = 0x01
/** BIP-341's implicit hash type of a 64-byte taproot signature; it commits like SIGHASH_ALL. */
export const SIGHASH_DEFAULT = 0x00

/** The pre-segwit SIGHASH_ALL digest of input `inputIndex`, whose spent output has `scriptCode`. */
export function legacySighash(
  tx: Transaction,
  inputIndex: number,
  scriptCode: Uint8Array,
): Uint8Array {
  const signedCopy: Transaction = {
    ...tx,
    inputs: tx.inputs.map((input, index) => ({
      ...input,
      scriptSig: index === inputIndex ? scriptCode : new Uint8Array(0),
      witness: [],
    })),
  }
  return sha256d(serializeTransaction(signedCopy, false), encodeUint32(SIGHASH_ALL))
}

/** The BIP-143 (segwit version 0) SIGHASH_ALL digest of input `inputIndex`. */
export function segwitV0Sighash(
  tx: Transaction,
  inputIndex: number,
  scriptCode: Uint8Array,
  amount: bigint,
): Uint8Array | undefined {
  const input = tx.inputs[inputIndex]
  if (!input) return undefined
  return sha256d(
    encodeUint32(tx.version),
    sha256d(...tx.inputs.map((each) => serializeOutpoint(each.outpoint))),
    sha256d(...tx.inputs.map((each) => encodeUint32(each.sequence))),
    serializeOutpoint(input.outpoint),
    encodeVarBytes(scriptCode),
    encodeUint64(amount),
    encodeUint32(input.sequence),
    sha256d(...tx.outputs.map(serializeOutput)),
    encodeUint32(tx.lockTime),
    encodeUint32(SIGHASH_ALL),
  )
}

/**
 * The BIP-341 key-path digest of input `inputIndex` for SIGHASH_DEFAULT or SIGHASH_ALL, with no
 * annex. `spentOutputs` are the outputs every input spends, in input order.
 */
export function taprootKeyPathSighash(
  tx: Transaction,
  inputIndex: number,
  spentOutputs: readonly TransactionOutput[],
  hashType: typeof SIGHASH_DEFAULT | typeof SIGHASH_ALL,
): Uint8Array | undefined {
  if (!tx.inputs[inputIndex] || spentOutputs.length !== tx.inputs.length) return undefined
  // Key path without annex: extension flag 0, annex bit 0.
  const spendType = 0x00
  const signatureMessage = concatBytes(
    Uint8Array.of(hashType),
    encodeUint32(tx.version),
    encodeUint32(tx.lockTime),
    sha256(concatBytes(...tx.inputs.map((input) => serializeOutpoint(input.outpoint)))),
    sha256(concatBytes(...spentOutputs.map((output) => encodeUint64(output.value)))),
    sha256(concatBytes(...spentOutputs.map((output) => encodeVarBytes(output.script)))),
    sha256(concatBytes(...tx.inputs.map((input) => encodeUint32(input.sequence)))),
    sha256(concatBytes(...tx.outputs.map(serializeOutput))),
    Uint8Array.of(spendType),
    encodeUint32(inputIndex),
  )
  // The leading 0x00 is BIP-341's sighash epoch.
  return taggedHash('TapSighash', Uint8Array.of(0x00), signatureMessage)
}
