export { ACCOUNT_TYPES_BY_NAMESPACE, isAccountTypeOf } from './account-types.ts'
export {
  type ApplyEmbeddedWalletUserParameters,
  applyEmbeddedWalletUser,
} from './apply-embedded-wallet-user.ts'
export {
  type CanSwitchToSmartAccountParameters,
  canSwitchToSmartAccount,
} from './can-switch-to-smart-account.ts'
export {
  type CreateUnknownCaipNetworkParameters,
  createUnknownCaipNetwork,
} from './create-unknown-caip-network.ts'
export { type FindCaipNetworkParameters, findCaipNetwork } from './find-caip-network.ts'
export { type GetAccountStateParameters, getAccountState } from './get-account-state.ts'
export {
  type ConnectedAccount,
  type GetConnectedAccountParameters,
  getConnectedAccount,
} from './get-connected-account.ts'
export {
  type GetPreferredAccountTypeParameters,
  getPreferredAccountType,
} from './get-preferred-account-type.ts'
export { type GetWalletStatusParameters, getWalletStatus } from './get-wallet-status.ts'
export { type IsConnectedParameters, isConnected } from './is-connected.ts'
export { type RemoveChainParameters, removeChain } from './remove-chain.ts'
export { type ResetAccountParameters, resetAccount } from './reset-account.ts'
export { restoreActiveCaipNetwork } from './restore-active-caip-network.ts'
export { restorePreferredAccountTypes } from './restore-preferred-account-types.ts'
export { type SetAccountStatusParameters, setAccountStatus } from './set-account-status.ts'
export {
  type SetActiveCaipNetworkParameters,
  setActiveCaipNetwork,
} from './set-active-caip-network.ts'
export { type SetCaipAddressParameters, setCaipAddress } from './set-caip-address.ts'
export {
  type SetChainNetworkParameters,
  type SetChainNetworkReturnType,
  setChainNetwork,
} from './set-chain-network.ts'
export {
  type SetPreferredAccountTypeParameters,
  setPreferredAccountType,
} from './set-preferred-account-type.ts'
export type {
  AccountState,
  AccountStatus,
  AccountUser,
  BitcoinAccountType,
  ChainState,
  ChainsState,
  ConnectedWalletInfo,
  EmbeddedWalletAccount,
  NetworkState,
  PreferredAccountType,
  PreferredAccountTypes,
  SocialLogin,
} from './types.ts'
export { type UpdateAccountStateParameters, updateAccountState } from './update-account-state.ts'
export { type UpdateNetworkStateParameters, updateNetworkState } from './update-network-state.ts'
