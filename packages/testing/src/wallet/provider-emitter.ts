import type { TestWalletEventMap, TestWalletEventName } from './types.ts'

type Listener = (payload: never) => void

/** The EIP-1193 event half of the wallet; a listener that throws does not stop the others. */
export function createProviderEmitter() {
  const listeners = new Map<TestWalletEventName, Set<Listener>>()
  return {
    on(event: TestWalletEventName, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
    },
    off(event: TestWalletEventName, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    emit<TEvent extends TestWalletEventName>(event: TEvent, payload: TestWalletEventMap[TEvent]) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as (value: TestWalletEventMap[TEvent]) => void)(payload)
        } catch {
          // A dapp's faulty listener must not hide the event from the others.
        }
      }
    },
    clear() {
      listeners.clear()
    },
  }
}
