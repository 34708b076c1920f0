import type { Hex, PublicClient, TransactionReceipt } from 'viem'
import { DevnetError } from '../errors.ts'

// Automine seals a block right after eth_sendTransaction answers, not before: poll briefly.
// (viem's waitForTransactionReceipt re-checks only when the block number moves, and with
// automine no further block may come.)
const RECEIPT_POLL_MS = 5
const RECEIPT_TIMEOUT_MS = 20_000

/** Parameters of {@link waitForReceipt}. */
export type WaitForReceiptParameters = {
  client: Pick<PublicClient, 'getTransactionReceipt'>
  hash: Hex
  /** Named in the error when no receipt comes. */
  what: string
  /** Added to the error (the node's URL). */
  details?: string | undefined
}

/** Polls the node until the transaction has a receipt; throws after 20 s. */
export async function waitForReceipt({
  client,
  hash,
  what,
  details,
}: WaitForReceiptParameters): Promise<TransactionReceipt> {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS
  for (;;) {
    const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined)
    if (receipt) return receipt
    if (Date.now() > deadline) throw new DevnetError(`No receipt for ${what} ${hash}`, { details })
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
}
