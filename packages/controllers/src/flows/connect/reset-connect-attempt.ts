import type { AppKitCore } from '../../core/types.ts'
import { clearConnectAttempt } from '../../state/connect-attempt/clear-connect-attempt.ts'

/**
 * Forgets the current attempt: state back to idle, and a result still to come changes nothing
 * (the wallet may still connect; the account then shows as connected as always).
 */
export function resetConnectAttempt(core: AppKitCore): void {
  clearConnectAttempt(core)
  core.runtime.connectAttempt = undefined
}
