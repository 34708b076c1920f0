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
  EmbeddedWalletApprovalRequest,
  EmbeddedWalletClient,
  EmbeddedWalletState,
} from './types.ts'
