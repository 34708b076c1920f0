import type { AppKitCore } from '../../core/types.ts'

/** Stops everything an instance started: adapter listeners, pending timers, event listeners. */
export function dispose(core: AppKitCore): void {
  for (const stop of [...core.runtime.adapterSubscriptions.values()]) stop()
  if (core.runtime.toastTimer !== undefined) {
    core.services.clock.clearTimeout(core.runtime.toastTimer)
    core.runtime.toastTimer = undefined
  }
  core.runtime.eventListeners.clear()
}
