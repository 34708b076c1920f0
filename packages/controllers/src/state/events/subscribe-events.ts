import type { AppKitCore, EventListener } from '../../core/types.ts'

/** Calls `listener` for every event of this instance, synchronously; returns unsubscribe. */
export function subscribeEvents(core: AppKitCore, listener: EventListener): () => void {
  core.runtime.eventListeners.add(listener)
  return () => {
    core.runtime.eventListeners.delete(listener)
  }
}
