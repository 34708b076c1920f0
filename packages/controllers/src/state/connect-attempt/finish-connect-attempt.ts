import type { ErrorDescriptor } from '@openappkit/common/errors'
import type { AppKitCore } from '../../core/types.ts'

export type FinishConnectAttemptParameters = {
  /** The attempt that finished. */
  id: number
  /** Why it failed; connected without. */
  error?: ErrorDescriptor | undefined
}

/** `false` when a newer attempt (or a reset) superseded this one and nothing changed. */
export type FinishConnectAttemptReturnType = boolean

/** Records the outcome of attempt `id`, unless it is no longer the current attempt. */
export function finishConnectAttempt(
  core: AppKitCore,
  { id, error }: FinishConnectAttemptParameters,
): FinishConnectAttemptReturnType {
  const attempt = core.state.connectAttempt
  if (attempt.id !== id || attempt.status !== 'connecting') return false
  attempt.status = error ? 'error' : 'connected'
  attempt.error = error
  return true
}
