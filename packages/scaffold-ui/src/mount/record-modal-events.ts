import type { AppKitCore } from '@openappkit/controllers'
import { isConnected, recordLifecycleEvent, subscribeState } from '@openappkit/controllers/internal'

/**
 * Records the incumbent's `MODAL_OPEN` / `MODAL_CLOSE` each time the modal opens or closes, from
 * the modal's own (lazily loaded) code: the first paint carries none of it, and a page that never
 * opens the modal has no modal events. Returns the unsubscribe.
 */
export function recordModalEvents(core: AppKitCore): () => void {
  let open = false
  const recordChange = () => {
    if (core.state.modal.open === open) return
    open = core.state.modal.open
    recordLifecycleEvent(core, {
      event: open ? 'MODAL_OPEN' : 'MODAL_CLOSE',
      properties: { connected: isConnected(core) },
    })
  }
  // Mounted because the modal is opening: that first opening counts too.
  recordChange()
  // In step with the change: a flow that closes the modal and then records its own outcome
  // (SIWX_AUTH_SUCCESS) keeps that outcome as the latest event, the one useAppKitEvents shows.
  return subscribeState(core.state.modal, recordChange, { inSync: true })
}
