import type { AppKitCore } from '../../core/types.ts'
import { createSendState } from './send-state.ts'

/** Clears every send field (after a send, a network switch or a cancel). */
export function resetSend(core: AppKitCore): void {
  Object.assign(core.state.send, createSendState())
}
