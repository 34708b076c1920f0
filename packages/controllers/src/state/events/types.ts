import type { TrackedEvent } from '@openappkit/common/constants'

/** Properties of an error report (docs/project/behaviour.md §7 `/e` props). */
export type ErrorEventProperties = {
  errorType: string
  errorMessage: string
  stackTrace?: string | undefined
}

/**
 * An event of the instance. `track` events named in docs/project/behaviour.md §7 are sent to `/e`;
 * any other name is kept in the local log only. `error` events are error reports, rate limited.
 */
export type AppKitEvent =
  | {
      type: 'track'
      event: TrackedEvent | (string & {})
      properties?: Record<string, unknown> | undefined
    }
  | { type: 'error'; event: string; properties: ErrorEventProperties }

/** An event with the time it happened. */
export type AppKitEventRecord = { timestamp: number; data: AppKitEvent }

/** The latest event and a bounded log of recent ones. */
export type EventsState = {
  timestamp: number | undefined
  data: AppKitEvent | undefined
  log: AppKitEventRecord[]
}
