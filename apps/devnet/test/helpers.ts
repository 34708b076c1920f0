import { getBase58Encoder } from '@solana/kit'
import type { Hex, TransactionReceipt } from 'viem'

/** Bytes of a base58 string (a secret key from the manifest). */
export function base58ToBytes(text: string): Uint8Array {
  return new Uint8Array(getBase58Encoder().encode(text))
}

/**
 * Polls for a receipt. viem's waitForTransactionReceipt re-checks only when the block number
 * moves; with automine the block can land between its two reads and no further block follows.
 */
export async function waitForReceipt(
  client: { getTransactionReceipt: (args: { hash: Hex }) => Promise<TransactionReceipt> },
  hash: Hex,
  timeoutMs = 20_000,
): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined)
    if (receipt) return receipt
    if (Date.now() > deadline) throw new Error(`no receipt for ${hash}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
