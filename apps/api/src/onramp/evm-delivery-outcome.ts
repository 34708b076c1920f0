import { type Address, type Hex, parseTransaction, TransactionReceiptNotFoundError } from 'viem'
import type { EvmChain } from '../chains/index.ts'
import type { DeliveryOutcome } from './delivery.ts'

const RECEIPT_TIMEOUT_MS = 30_000
const RECEIPT_POLL_MS = 100

/**
 * Sends the signed transaction (again: the node ignores a copy it already has, and refuses one
 * whose nonce is spent) and polls until it is mined, provably dropped (its nonce went to another
 * transaction, so it can never land and nothing was paid), or the wait times out. Safe to run
 * from several processes at once for the same delivery.
 */
export async function awaitEvmDelivery(
  client: EvmChain['client'],
  from: Address,
  delivery: { txHash: Hex; rawTransaction: Hex },
): Promise<DeliveryOutcome> {
  const { txHash, rawTransaction } = delivery
  const nonce = parseTransaction(rawTransaction).nonce ?? 0
  // A refusal here is expected when the transaction is known or mined, or its nonce is spent:
  // the receipt and the account's nonce below tell which.
  await client.sendRawTransaction({ serializedTransaction: rawTransaction }).catch(() => undefined)
  // null: the node says it has no receipt; undefined: the node could not be asked.
  const receiptOf = () =>
    client
      .getTransactionReceipt({ hash: txHash })
      .catch((error: unknown) =>
        error instanceof TransactionReceiptNotFoundError ? null : undefined,
      )
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS
  for (;;) {
    const receipt = await receiptOf()
    if (receipt) return { status: receipt.status === 'success' ? 'delivered' : 'reverted', txHash }
    const spent = await client
      .getTransactionCount({ address: from, blockTag: 'latest' })
      .catch(() => undefined)
    if (spent !== undefined && spent > nonce) {
      // Mined between the two reads, or replaced by another transaction with the same nonce.
      const late = await receiptOf()
      if (late) return { status: late.status === 'success' ? 'delivered' : 'reverted', txHash }
      if (late === null) return { status: 'dropped', txHash }
    }
    if (Date.now() > deadline) return { status: 'unconfirmed', txHash }
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
}
