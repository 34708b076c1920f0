import { Transaction } from 'bitcoinjs-lib'
import { isHex } from './bytes.ts'
import { type BitcoinChain, recordTransaction } from './chain.ts'
import { mineBlocks } from './mine.ts'
import { TransactionRejectedError } from './transaction-rejected-error.ts'
import { validateTransaction } from './validate-transaction.ts'

function decode(hex: string): Transaction {
  if (!isHex(hex)) throw new TransactionRejectedError('TX decode failed: the body is not hex')
  try {
    return Transaction.fromHex(hex)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    throw new TransactionRejectedError(`TX decode failed: ${detail}`)
  }
}

/**
 * Validates a raw transaction and adds it to the mempool, without mining. Sending one the
 * mempool already holds answers its txid again (as Core's sendrawtransaction does); one already
 * mined is refused. Throws a {@link TransactionRejectedError} with the reason.
 */
export function acceptTransaction(chain: BitcoinChain, hex: string): string {
  const tx = decode(hex.trim())
  const txid = tx.getId()
  const known = chain.transactions.get(txid)
  if (known?.blockHeight !== undefined) {
    throw new TransactionRejectedError(
      `txn-already-known: ${txid} is already in block ${known.blockHeight}`,
    )
  }
  if (known) return txid
  const { prevouts, fee } = validateTransaction(chain, tx)
  recordTransaction(chain, { txid, tx, prevouts, fee, coinbase: false, blockHeight: undefined })
  return txid
}

/** What `POST /tx` does: {@link acceptTransaction}, then a block at once when automine is on. */
export function broadcastTransaction(chain: BitcoinChain, hex: string): string {
  const txid = acceptTransaction(chain, hex)
  if (chain.automine && chain.mempool.includes(txid)) mineBlocks(chain, 1)
  return txid
}
