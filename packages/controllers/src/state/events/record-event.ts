import type { AppKitCore } from '../../core/types.ts'
import type { AppKitEvent, AppKitEventRecord } from './types.ts'

/** How many events the in-instance log keeps. */
export const EVENT_LOG_LIMIT = 100

/** Appends `event` to the instance's log and tells subscribers; no network. */
export function recordEvent(core: AppKitCore, event: AppKitEvent): AppKitEventRecord {
  const record: AppKitEventRecord = { timestamp: core.services.clock.now(), data: event }
  const { events } = core.state
  events.timestamp = record.timestamp
  events.data = event
  events.log.push(record)
  if (events.log.length > EVENT_LOG_LIMIT) events.log.splice(0, events.log.length - EVENT_LOG_LIMIT)
  for (const listener of [...core.runtime.eventListeners]) {
    try {
      listener(record)
    } catch (error) {
      core.services.logger.warn('event listener failed', error)
    }
  }
  return record
}
