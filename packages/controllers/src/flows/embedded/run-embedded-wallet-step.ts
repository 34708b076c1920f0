import type { AppKitCore } from '../../core/types.ts'
import { updateEmbeddedWalletState } from '../../state/embedded-wallet/embedded-wallet-actions.ts'

/** Runs one request to the embedded wallet with `loading` on; a failure is kept in `error`. */
export async function runEmbeddedWalletStep<T>(
  core: AppKitCore,
  step: () => Promise<T>,
): Promise<T> {
  updateEmbeddedWalletState(core, { loading: true, error: undefined })
  try {
    return await step()
  } catch (error) {
    updateEmbeddedWalletState(core, {
      error: error instanceof Error ? error.message : String(error),
    })
    throw error
  } finally {
    updateEmbeddedWalletState(core, { loading: false })
  }
}
