import { TRACKED_EVENTS } from '@openappkit/common/constants'
import type { AppKitCore } from '../../core/types.ts'
import { postTelemetry } from './post-telemetry.ts'
import { recordEvent } from './record-event.ts'
import type { AppKitEvent } from './types.ts'

export type SendEventParameters = Extract<AppKitEvent, { type: 'track' }>

/** Whether an event name is one docs/project/behaviour.md §7 sends to `/e`. */
export function isTrackedEvent(name: string): boolean {
  return (TRACKED_EVENTS as readonly string[]).includes(name)
}

/**
 * Records a `track` event and, when it is one of docs/project/behaviour.md §7's tracked events,
 * sends it to `/e`. Resolves when the request is done; never rejects.
 */
export async function sendEvent(core: AppKitCore, event: SendEventParameters): Promise<void> {
  recordEvent(core, event)
  if (isTrackedEvent(event.event)) await postTelemetry(core, event)
}
