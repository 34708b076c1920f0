import type { BitcoinAddress } from './address.ts'
import { buildToSpend } from './bip322.ts'
import { bytesEqual } from './hashes.ts'
import { OP_RETURN } from './scripts.ts'
import { type Transaction, transactionId } from './transaction.ts'
import { verifySingleKeySpend } from './verify-spend.ts'

/**
 * Whether `toSign`, the transaction of a BIP-322 full signature, signs `message` for `address`.
 * Proofs of funds (extra inputs) and time-locked proofs are refused: a sign-in needs neither.
 */
export function verifyBip322Full(
  address: BitcoinAddress,
  message: string,
  toSign: Transaction,
): boolean {
  const [input, ...otherInputs] = toSign.inputs
  const [output, ...otherOutputs] = toSign.outputs
  if (!input || !output || otherInputs.length > 0 || otherOutputs.length > 0) return false
  // Version 2 only enables relative lock times, which a zero sequence leaves unused.
  if (toSign.version !== 0 && toSign.version !== 2) return false
  if (toSign.lockTime !== 0 || input.sequence !== 0) return false
  if (output.value !== 0n || !bytesEqual(output.script, Uint8Array.of(OP_RETURN))) return false
  const toSpend = buildToSpend(address, message)
  if (input.outpoint.index !== 0 || !bytesEqual(input.outpoint.txid, transactionId(toSpend))) {
    return false
  }
  return verifySingleKeySpend(address, toSign, toSpend.outputs[0])
}
