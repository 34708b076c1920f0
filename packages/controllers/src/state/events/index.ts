export { postTelemetry } from './post-telemetry.ts'
export { EVENT_LOG_LIMIT, recordEvent } from './record-event.ts'
export { type LifecycleEvent, recordLifecycleEvent } from './record-lifecycle-event.ts'
export {
  type ReportErrorParameters,
  type ReportErrorReturnType,
  reportError,
} from './report-error.ts'
export { isTrackedEvent, type SendEventParameters, sendEvent } from './send-event.ts'
export { subscribeEvents } from './subscribe-events.ts'
export type { AppKitEvent, AppKitEventRecord, ErrorEventProperties, EventsState } from './types.ts'
