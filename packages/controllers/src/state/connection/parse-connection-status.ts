import { AppKitError } from '@openappkit/common/errors'
import { CONNECTION_STATUSES, type ConnectionStatus } from './types.ts'

/**
 * `value` as a connection status; anything else throws `Invalid connection status`
 * (docs/project/behaviour.md §4).
 */
export function parseConnectionStatus(value: unknown): ConnectionStatus {
  if ((CONNECTION_STATUSES as readonly unknown[]).includes(value)) return value as ConnectionStatus
  throw new AppKitError('INVALID_CONNECTION_STATUS', { details: String(value) })
}
