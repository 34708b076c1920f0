import type { ChainAdapter, ChainAdapterEventMap, ChainAdapterEventName } from '../adapter/types.ts'
import { createSystemClock } from '../platform/services/system-clock.ts'

/** Records the payloads of one adapter event from now on; `stop` unsubscribes. */
export function nextEvent<TEvent extends ChainAdapterEventName>(
  adapter: ChainAdapter,
  event: TEvent,
): { payloads: ChainAdapterEventMap[TEvent][]; stop: () => void } {
  const payloads: ChainAdapterEventMap[TEvent][] = []
  const stop = adapter.on(event, (payload) => payloads.push(payload))
  return { payloads, stop }
}

// Real wallets report through events that arrive after the call resolves (a provider's
// `chainChanged` crosses an event loop turn or a process): wait for them, within reason.
const EVENT_TIMEOUT_MS = 3_000
const clock = createSystemClock()

/** Retries `assertion` every 10 ms until it passes; past the timeout its last failure is thrown. */
export async function eventually(assertion: () => void): Promise<void> {
  const deadline = clock.now() + EVENT_TIMEOUT_MS
  for (;;) {
    try {
      assertion()
      return
    } catch (failure) {
      if (clock.now() > deadline) throw failure
    }
    await new Promise<void>((resolve) => clock.setTimeout(resolve, 10))
  }
}
