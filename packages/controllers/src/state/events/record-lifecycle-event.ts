import type { AppKitCore } from '../../core/types.ts'
import { recordEvent } from './record-event.ts'

/**
 * The incumbent's modal and connection events (`MODAL_OPEN`, `CONNECT_SUCCESS`...) that apps
 * written for it watch through `useAppKitEvents` / `subscribeEvents`, with the same names and
 * properties. Kept in the instance's log only: none is one of the events docs/project/behaviour.md
 * §7 sends to `/e`.
 */
export type LifecycleEvent =
  | { event: 'MODAL_OPEN'; properties: { connected: boolean } }
  | { event: 'MODAL_CLOSE'; properties: { connected: boolean } }
  | {
      event: 'CONNECT_SUCCESS'
      properties: { method: 'browser' | 'qrcode' | 'email'; name: string }
    }
  | { event: 'CONNECT_ERROR'; properties: { message: string } }
  | { event: 'USER_REJECTED'; properties: { message: string } }
  | { event: 'DISCONNECT_SUCCESS'; properties: { namespace: string } }
  | { event: 'DISCONNECT_ERROR'; properties: { message: string } }

/** Records one {@link LifecycleEvent} in the instance's log. */
export function recordLifecycleEvent(core: AppKitCore, event: LifecycleEvent): void {
  recordEvent(core, { type: 'track', ...event })
}
