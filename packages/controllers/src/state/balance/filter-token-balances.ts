import type { TokenBalance } from '../../api/schemas/token-balance.ts'

/**
 * Drops tokens with decimals 0 (docs/project/behaviour.md §5): NFTs and points tokens, not fungible
 * balances.
 */
export function filterTokenBalances(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => Number(balance.quantity.decimals) !== 0)
}
