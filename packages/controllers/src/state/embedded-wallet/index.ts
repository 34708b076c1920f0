export {
  assertEmailLoginAllowed,
  EmailLoginCooldownError,
  getEmailLoginCooldownSeconds,
  recordEmailLogin,
} from './email-login-cooldown.ts'
export {
  resetEmbeddedWalletState,
  type UpdateEmbeddedWalletStateParameters,
  updateEmbeddedWalletState,
} from './embedded-wallet-actions.ts'
export { getEmbeddedWalletClient, setEmbeddedWalletClient } from './get-embedded-wallet-client.ts'
export type {
  EmailLoginAction,
  EmailUpdateAction,
  EmbeddedWalletAccountEvent,
  EmbeddedWalletApprovalRequest,
  EmbeddedWalletClient,
  EmbeddedWalletState,
  EmbeddedWalletUser,
} from './types.ts'
