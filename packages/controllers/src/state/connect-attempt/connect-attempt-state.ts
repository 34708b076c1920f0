import type { ConnectAttemptState } from './types.ts'

/** No attempt yet. */
export function createConnectAttemptState(): ConnectAttemptState {
  return { id: 0, connectorId: undefined, namespace: undefined, status: 'idle', error: undefined }
}
