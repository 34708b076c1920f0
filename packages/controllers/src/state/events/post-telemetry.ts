import { sendAnalyticsEvent } from '../../api/actions/send-analytics-event.ts'
import type { AppKitCore } from '../../core/types.ts'
import type { AppKitEvent } from './types.ts'

type CryptoLike = { randomUUID?: () => string }

function createEventId(): string {
  const crypto = (globalThis as { crypto?: CryptoLike }).crypto
  if (crypto?.randomUUID) return crypto.randomUUID()
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`
}

function pageOf(core: AppKitCore): { url: string; domain: string } {
  const location = core.services.window?.location
  if (location) return { url: location.href, domain: location.hostname }
  const url = core.state.options.metadata?.url ?? ''
  const domain = /^[a-z]+:\/\/([^/:?#]+)/i.exec(url)?.[1] ?? ''
  return { url, domain }
}

/**
 * POSTs one event to `/e` (docs/project/behaviour.md §7). Sends nothing when analytics is off or no
 * API is configured; a failure is logged, never thrown, so telemetry cannot break a flow.
 */
export async function postTelemetry(core: AppKitCore, event: AppKitEvent): Promise<void> {
  if (!core.state.options.features.analytics || !core.api.enabled) return
  const { errorType, errorMessage, stackTrace } =
    event.type === 'error' ? event.properties : ({} as Record<string, undefined>)
  try {
    await sendAnalyticsEvent(core.api, {
      eventId: createEventId(),
      ...pageOf(core),
      timestamp: core.services.clock.now(),
      props: {
        type: event.type,
        event: event.event,
        properties: event.type === 'track' ? event.properties : undefined,
        errorType,
        errorMessage,
        stackTrace,
      },
    })
  } catch (error) {
    core.services.logger.warn('telemetry request failed', error)
  }
}
