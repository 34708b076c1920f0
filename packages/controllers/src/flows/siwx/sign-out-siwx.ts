import type { AppKitCore } from '../../core/types.ts'
import { setSiwxStatus } from '../../state/siwx/set-siwx-status.ts'

/**
 * Clears the sign-in sessions when the wallet disconnects, unless the config opted out with
 * `signOutOnDisconnect: false` (docs/project/behaviour.md §4: on by default). A failure is logged,
 * never thrown, so it cannot block the disconnect.
 */
export async function signOutSiwxOnDisconnect(core: AppKitCore): Promise<void> {
  const siwx = core.runtime.siwx
  if (!siwx || siwx.signOutOnDisconnect === false) return
  try {
    await siwx.setSessions([])
    setSiwxStatus(core, { hasSession: false, status: 'idle' })
  } catch (error) {
    core.services.logger.warn('sign-out on disconnect failed', error)
  }
}
