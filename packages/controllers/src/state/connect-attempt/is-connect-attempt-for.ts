import type { Connector } from '../connector/types.ts'
import type { ConnectAttemptState } from './types.ts'

/**
 * Whether `attempt` connects through `connector` or one of its chain parts (a multi-chain
 * wallet). Takes the state or a snapshot of it, so views can ask while rendering.
 */
export function isConnectAttemptFor(
  attempt: Pick<ConnectAttemptState, 'connectorId' | 'namespace'>,
  connector: Pick<Connector, 'id' | 'chain' | 'connectors'> | undefined,
): boolean {
  if (!connector || attempt.connectorId === undefined) return false
  return [connector, ...(connector.connectors ?? [])].some(
    (item) => item.id === attempt.connectorId && item.chain === attempt.namespace,
  )
}
