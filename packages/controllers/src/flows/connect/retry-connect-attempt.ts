import type { AppKitCore } from '../../core/types.ts'
import type { RouterView } from '../../state/router/types.ts'
import { type StartConnectAttemptReturnType, startConnectAttempt } from './start-connect-attempt.ts'

export type RetryConnectAttemptParameters = {
  /** The view that shows the new attempt; the one that showed the last attempt by default. */
  view?: RouterView | undefined
}

/** Undefined when there is no attempt to retry (none yet, or it was reset). */
export type RetryConnectAttemptReturnType = StartConnectAttemptReturnType | undefined

/**
 * Starts the current attempt's connector again (after an error, or to re-prompt), shown by the
 * same view. While it is still connecting, its promise is returned and nothing restarts.
 */
export function retryConnectAttempt(
  core: AppKitCore,
  parameters: RetryConnectAttemptParameters = {},
): RetryConnectAttemptReturnType {
  const { id, connectorId, namespace, status } = core.state.connectAttempt
  if (connectorId === undefined || status === 'idle') return undefined
  const running = core.runtime.connectAttempt
  return startConnectAttempt(core, {
    connectorId,
    namespace,
    view: parameters.view ?? (running?.id === id ? running.view : undefined),
  })
}
