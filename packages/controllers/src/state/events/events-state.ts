import type { EventsState } from './types.ts'

/** No events yet. */
export function createEventsState(): EventsState {
  return { timestamp: undefined, data: undefined, log: [] }
}
