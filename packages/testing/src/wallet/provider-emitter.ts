import { createListeners, type Listeners } from '../wallet-core/create-listeners.ts'
import type { TestWalletEventMap, TestWalletEventName } from './types.ts'

type Listener = (payload: never) => void

export type ProviderEmitter = ReturnType<typeof createProviderEmitter>

/** The EIP-1193 event half of the wallet; a listener that throws does not stop the others. */
export function createProviderEmitter() {
  const events = new Map<TestWalletEventName, Listeners<never>>()
  const of = (event: TestWalletEventName) => {
    const listeners = events.get(event) ?? createListeners<never>()
    events.set(event, listeners)
    return listeners
  }
  return {
    on(event: TestWalletEventName, listener: Listener) {
      of(event).add(listener)
    },
    off(event: TestWalletEventName, listener: Listener) {
      events.get(event)?.delete(listener)
    },
    emit<TEvent extends TestWalletEventName>(event: TEvent, payload: TestWalletEventMap[TEvent]) {
      events.get(event)?.emit(payload as never)
    },
    clear() {
      events.clear()
    },
  }
}

/** The `on` and `removeListener` of the provider `self` (each returns it) over `emitter`. */
export function providerListenerMethods<TProvider>(
  emitter: ProviderEmitter,
  self: () => TProvider,
): {
  on(event: TestWalletEventName, listener: Listener): TProvider
  removeListener(event: TestWalletEventName, listener: Listener): TProvider
} {
  return {
    on(event, listener) {
      emitter.on(event, listener)
      return self()
    },
    removeListener(event, listener) {
      emitter.off(event, listener)
      return self()
    },
  }
}
