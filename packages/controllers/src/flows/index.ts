export { type ApproveSwapReturnType, approveSwap } from './approve-swap.ts'
export {
  type CancelSiwxSignInReturnType,
  cancelSiwxSignIn,
} from './cancel-siwx-sign-in.ts'
export { type CloseModalReturnType, closeModal } from './close-modal.ts'
export { completeEmbeddedWalletLogin } from './complete-embedded-wallet-login.ts'
export { type ConnectParameters, type ConnectReturnType, connect } from './connect.ts'
export { type ConnectEmailParameters, connectEmail } from './connect-email.ts'
export { connectFarcaster } from './connect-farcaster.ts'
export {
  type ConnectSocialParameters,
  connectSocial,
  type SocialPopup,
} from './connect-social.ts'
export { clearConnection, type DisconnectParameters, disconnect } from './disconnect.ts'
export { dispose } from './dispose.ts'
export { type ExecuteSwapReturnType, executeSwap } from './execute-swap.ts'
export {
  type FetchTokenBalancesParameters,
  type FetchTokenBalancesReturnType,
  fetchTokenBalances,
} from './fetch-token-balances.ts'
export { type FetchTransactionsParameters, fetchTransactions } from './fetch-transactions.ts'
export { goBack } from './go-back.ts'
export {
  type HandleChainChangedParameters,
  type HandleChainChangedReturnType,
  handleChainChanged,
} from './handle-chain-changed.ts'
export { type InitializeParameters, initialize } from './initialize.ts'
export { isModalCloseDisabled } from './is-modal-close-disabled.ts'
export { type OpenModalParameters, openModal } from './open-modal.ts'
export { openOnRamp } from './open-on-ramp.ts'
export { reconnect } from './reconnect.ts'
export {
  type RefreshTransactionsParameters,
  refreshTransactions,
} from './refresh-transactions.ts'
export {
  type RegisterAccountNameParameters,
  type RegisterAccountNameReturnType,
  registerAccountName,
} from './register-account-name.ts'
export { registerReconnectHandler } from './register-reconnect-handler.ts'
export { type RemoveAdapterParameters, removeAdapter } from './remove-adapter.ts'
export {
  type AnswerEmbeddedWalletApprovalParameters,
  answerEmbeddedWalletApproval,
  requestEmbeddedWalletApproval,
} from './request-embedded-wallet-approval.ts'
export {
  AUTH_CONNECTOR_NAMESPACES,
  type RequestNetworkSwitchParameters,
  type RequestNetworkSwitchReturnType,
  requestNetworkSwitch,
} from './request-network-switch.ts'
export {
  type RequestSiwxOnConnectReturnType,
  requestSiwxOnConnect,
} from './request-siwx-on-connect.ts'
export {
  type ResumeEmbeddedWalletSessionReturnType,
  resumeEmbeddedWalletSession,
} from './resume-embedded-wallet-session.ts'
export { type SendTokenReturnType, sendToken } from './send-token.ts'
export { type SignInWithWalletReturnType, signInWithWallet } from './sign-in-with-wallet.ts'
export { signOutSiwxOnDisconnect } from './sign-out-siwx.ts'
export { getSiwxContext, type SiwxContext } from './siwx-context.ts'
export {
  type SwitchConnectionParameters,
  type SwitchConnectionReturnType,
  switchConnection,
} from './switch-connection.ts'
export { type SwitchNetworkParameters, switchNetwork } from './switch-network.ts'
export {
  type SyncConnectedAccountParameters,
  syncConnectedAccount,
} from './sync-connected-account.ts'
export { type SyncIdentityReturnType, syncIdentity } from './sync-identity.ts'
export {
  type SyncNativeBalanceParameters,
  type SyncNativeBalanceReturnType,
  syncNativeBalance,
} from './sync-native-balance.ts'
export {
  type UpdateEmailOtpParameters,
  type UpdateEmailParameters,
  updateEmail,
  verifyUpdateEmailPrimaryOtp,
  verifyUpdateEmailSecondaryOtp,
} from './update-email.ts'
export {
  type VerifyEmailOtpParameters,
  verifyEmailDevice,
  verifyEmailOtp,
} from './verify-email-login.ts'
export { watchAdapter } from './watch-adapter.ts'
export {
  type WatchTransactionParameters,
  type WatchTransactionReturnType,
  watchTransaction,
} from './watch-transaction.ts'
