export { chainsForAddress, registerBalanceRoutes } from './balance-route.ts'
export { type GetEvmBalancesParameters, getEvmBalances } from './get-evm-balances.ts'
export {
  type GetSolanaBalancesParameters,
  getSolanaBalances,
  SOLANA_TOKEN_PROGRAMS,
} from './get-solana-balances.ts'
export { type ToTokenBalanceParameters, toTokenBalance } from './to-token-balance.ts'
export type { TokenBalance } from './token-balance.ts'
