import type { BitcoinAddress } from './address.ts'
import { taggedHash } from './hashes.ts'
import { OP_RETURN, scriptPubKeyOf } from './scripts.ts'
import { type Transaction, type TransactionOutput, transactionId } from './transaction.ts'

const OP_0 = 0x00

/** A `to_spend` transaction; its one output is what `to_sign` spends. */
export type ToSpend = Transaction & { outputs: readonly [TransactionOutput] }

/** The BIP-322 hash of a message: the `BIP0322-signed-message` tagged hash of its UTF-8 bytes. */
export function bip322MessageHash(message: string): Uint8Array {
  return taggedHash('BIP0322-signed-message', new TextEncoder().encode(message))
}

/** BIP-322's `to_spend`: a virtual transaction paying `address` and committing to `message`. */
export function buildToSpend(address: BitcoinAddress, message: string): ToSpend {
  const messageHash = bip322MessageHash(message)
  return {
    version: 0,
    inputs: [
      {
        outpoint: { txid: new Uint8Array(32), index: 0xffffffff },
        scriptSig: Uint8Array.of(OP_0, messageHash.length, ...messageHash),
        sequence: 0,
        witness: [],
      },
    ],
    outputs: [{ value: 0n, script: scriptPubKeyOf(address) }],
    lockTime: 0,
  }
}

/** BIP-322's `to_sign` as the simple format implies it: spends `toSpend` into one OP_RETURN. */
export function buildToSign(
  toSpend: Transaction,
  scriptSig: Uint8Array,
  witness: readonly Uint8Array[],
): Transaction {
  return {
    version: 0,
    inputs: [
      { outpoint: { txid: transactionId(toSpend), index: 0 }, scriptSig, sequence: 0, witness },
    ],
    outputs: [{ value: 0n, script: Uint8Array.of(OP_RETURN) }],
    lockTime: 0,
  }
}
