import type { AppKitCore } from '../../core/types.ts'
import { createEmbeddedWalletState } from './embedded-wallet-state.ts'
import type { EmbeddedWalletState } from './types.ts'

export type UpdateEmbeddedWalletStateParameters = Partial<
  Omit<EmbeddedWalletState, 'lastEmailLoginAt'>
>

/** Merges `patch` into the embedded-wallet steps. */
export function updateEmbeddedWalletState(
  core: AppKitCore,
  patch: UpdateEmbeddedWalletStateParameters,
): void {
  Object.assign(core.state.embeddedWallet, patch)
}

/** Forgets the login or update in progress; the email cooldown stays. */
export function resetEmbeddedWalletState(core: AppKitCore): void {
  const { lastEmailLoginAt } = core.state.embeddedWallet
  Object.assign(core.state.embeddedWallet, createEmbeddedWalletState(), { lastEmailLoginAt })
}
