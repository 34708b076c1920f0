export {
  type FetchTokenBalancesParameters,
  type FetchTokenBalancesReturnType,
  fetchTokenBalances,
} from './account/fetch-token-balances.ts'
export {
  type FetchTransactionsParameters,
  fetchTransactions,
} from './account/fetch-transactions.ts'
export {
  type RefreshTransactionsParameters,
  refreshTransactions,
} from './account/refresh-transactions.ts'
export { type SyncIdentityReturnType, syncIdentity } from './account/sync-identity.ts'
export {
  type SyncNativeBalanceParameters,
  type SyncNativeBalanceReturnType,
  syncNativeBalance,
} from './account/sync-native-balance.ts'
export {
  type WatchTransactionParameters,
  type WatchTransactionReturnType,
  watchTransaction,
} from './account/watch-transaction.ts'
export { type ConnectParameters, type ConnectReturnType, connect } from './connect/connect.ts'
export { type ConnectEmailParameters, connectEmail } from './connect/connect-email.ts'
export { connectFarcaster } from './connect/connect-farcaster.ts'
export {
  type ConnectSocialParameters,
  connectSocial,
  type SocialPopup,
} from './connect/connect-social.ts'
export { clearConnection, type DisconnectParameters, disconnect } from './connect/disconnect.ts'
export {
  type GetConnectingConnectorParameters,
  type GetConnectTargetReturnType,
  getConnectingConnector,
  getConnectTarget,
} from './connect/get-connect-target.ts'
export { reconnect } from './connect/reconnect.ts'
export { registerReconnectHandler } from './connect/register-reconnect-handler.ts'
export { type RemoveAdapterParameters, removeAdapter } from './connect/remove-adapter.ts'
export { resetConnectAttempt } from './connect/reset-connect-attempt.ts'
export {
  type RetryConnectAttemptParameters,
  type RetryConnectAttemptReturnType,
  retryConnectAttempt,
} from './connect/retry-connect-attempt.ts'
export {
  type StartConnectAttemptParameters,
  type StartConnectAttemptReturnType,
  startConnectAttempt,
} from './connect/start-connect-attempt.ts'
export {
  type SwitchConnectionParameters,
  type SwitchConnectionReturnType,
  switchConnection,
} from './connect/switch-connection.ts'
export {
  type SyncConnectedAccountParameters,
  syncConnectedAccount,
} from './connect/sync-connected-account.ts'
export { watchAdapter } from './connect/watch-adapter.ts'
export { completeEmbeddedWalletLogin } from './embedded/complete-embedded-wallet-login.ts'
export {
  type AnswerEmbeddedWalletApprovalParameters,
  answerEmbeddedWalletApproval,
  requestEmbeddedWalletApproval,
} from './embedded/request-embedded-wallet-approval.ts'
export {
  type ResumeEmbeddedWalletSessionReturnType,
  resumeEmbeddedWalletSession,
} from './embedded/resume-embedded-wallet-session.ts'
export {
  type SetEmbeddedAccountTypeParameters,
  type SetEmbeddedAccountTypeReturnType,
  setEmbeddedAccountType,
} from './embedded/set-embedded-account-type.ts'
export {
  type UpdateEmailOtpParameters,
  type UpdateEmailParameters,
  updateEmail,
  verifyUpdateEmailPrimaryOtp,
  verifyUpdateEmailSecondaryOtp,
} from './embedded/update-email.ts'
export {
  type VerifyEmailOtpParameters,
  verifyEmailDevice,
  verifyEmailOtp,
} from './embedded/verify-email-login.ts'
export { dispose } from './lifecycle/dispose.ts'
export { type InitializeParameters, initialize } from './lifecycle/initialize.ts'
export { type CloseModalReturnType, closeModal } from './modal/close-modal.ts'
export { goBack } from './modal/go-back.ts'
export { isModalCloseDisabled } from './modal/is-modal-close-disabled.ts'
export { type OpenModalParameters, openModal } from './modal/open-modal.ts'
export {
  type RegisterAccountNameParameters,
  type RegisterAccountNameReturnType,
  registerAccountName,
} from './names/register-account-name.ts'
export {
  type HandleChainChangedParameters,
  type HandleChainChangedReturnType,
  handleChainChanged,
} from './network/handle-chain-changed.ts'
export {
  AUTH_CONNECTOR_NAMESPACES,
  type RequestNetworkSwitchParameters,
  type RequestNetworkSwitchReturnType,
  requestNetworkSwitch,
} from './network/request-network-switch.ts'
export { type SwitchNetworkParameters, switchNetwork } from './network/switch-network.ts'
export { openOnRamp } from './onramp/open-on-ramp.ts'
export { type SendTokenReturnType, sendToken } from './send/send-token.ts'
export {
  type CancelSiwxSignInReturnType,
  cancelSiwxSignIn,
} from './siwx/cancel-siwx-sign-in.ts'
export {
  type RequestSiwxOnConnectReturnType,
  requestSiwxOnConnect,
} from './siwx/request-siwx-on-connect.ts'
export { type SignInWithWalletReturnType, signInWithWallet } from './siwx/sign-in-with-wallet.ts'
export { signOutSiwxOnDisconnect } from './siwx/sign-out-siwx.ts'
export { getSiwxContext, type SiwxContext } from './siwx/siwx-context.ts'
export { type ApproveSwapReturnType, approveSwap } from './swap/approve-swap.ts'
export { type ExecuteSwapReturnType, executeSwap } from './swap/execute-swap.ts'
