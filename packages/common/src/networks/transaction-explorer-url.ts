import type { CaipNetwork } from './types.ts'

/**
 * The page of transaction `hash` on the network's default block explorer (`{url}/tx/{hash}`,
 * the path Etherscan-like explorers, Solscan and mempool.space share); `undefined` when the
 * network has no explorer (a local devnet).
 */
export function transactionExplorerUrl(
  network: Pick<CaipNetwork, 'blockExplorers'> | undefined,
  hash: string,
): string | undefined {
  const explorer = network?.blockExplorers?.default.url
  return explorer ? `${explorer.replace(/\/+$/, '')}/tx/${hash}` : undefined
}
