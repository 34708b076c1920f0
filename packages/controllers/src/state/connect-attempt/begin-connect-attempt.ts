import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'

export type BeginConnectAttemptParameters = {
  connectorId: string
  namespace: ChainNamespace
}

/** The id of the new attempt; it supersedes the one before. */
export type BeginConnectAttemptReturnType = number

/** Records a new attempt as connecting through `connectorId`. */
export function beginConnectAttempt(
  core: AppKitCore,
  { connectorId, namespace }: BeginConnectAttemptParameters,
): BeginConnectAttemptReturnType {
  const attempt = core.state.connectAttempt
  attempt.id += 1
  attempt.connectorId = connectorId
  attempt.namespace = namespace
  attempt.status = 'connecting'
  attempt.error = undefined
  return attempt.id
}
