import type { EmbeddedWalletState } from './types.ts'

/** No login or email update in progress. */
export function createEmbeddedWalletState(): EmbeddedWalletState {
  return {
    email: undefined,
    loginStep: undefined,
    updateEmailStep: undefined,
    newEmail: undefined,
    lastEmailLoginAt: undefined,
    socialProvider: undefined,
    loading: false,
    error: undefined,
    approvalRequest: undefined,
  }
}
