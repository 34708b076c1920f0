import type { AppKitCore } from '../../core/types.ts'

/** Back to no attempt; the result of the attempt that was running changes nothing. */
export function clearConnectAttempt(core: AppKitCore): void {
  const attempt = core.state.connectAttempt
  attempt.id += 1
  attempt.connectorId = undefined
  attempt.namespace = undefined
  attempt.status = 'idle'
  attempt.error = undefined
}
