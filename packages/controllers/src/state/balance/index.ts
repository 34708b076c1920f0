export {
  isBalanceRetryBlocked,
  markBalanceFetchFailed,
  resetBalances,
  type SetTokenBalancesParameters,
  setBalancesLoading,
  setTokenBalances,
} from './balances-actions.ts'
export { filterTokenBalances } from './filter-token-balances.ts'
export {
  type GetTokenBalancesParameters,
  type GetTokenBalancesReturnType,
  getTokenBalances,
  TokenBalanceUnavailableError,
} from './get-token-balances.ts'
export { mapWalletAsset } from './map-wallet-asset.ts'
export {
  type ReadEvmBalancesParameters,
  type ReadEvmBalancesReturnType,
  readEvmBalances,
} from './read-evm-balances.ts'
export {
  type ReadWalletAssetsParameters,
  type ReadWalletAssetsReturnType,
  readWalletAssets,
} from './read-wallet-assets.ts'
export type { BalancesState, TokenBalanceSource } from './types.ts'
