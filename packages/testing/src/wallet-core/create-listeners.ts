/** The listeners of one event of a test wallet. */
export type Listeners<TPayload> = {
  /** Adds `listener`; returns the function that removes it. */
  add(listener: (payload: TPayload) => void): () => void
  delete(listener: (payload: TPayload) => void): void
  /** Calls every listener with `payload`; one that throws does not stop the others. */
  emit(payload: TPayload): void
  clear(): void
}

/** Creates the listeners of one event, as every test wallet's face (EIP-1193, Wallet Standard...) keeps them. */
export function createListeners<TPayload>(): Listeners<TPayload> {
  const listeners = new Set<(payload: TPayload) => void>()
  return {
    add(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    delete(listener) {
      listeners.delete(listener)
    },
    emit(payload) {
      // A copy: a listener may remove itself (or another) while the event is delivered.
      for (const listener of [...listeners]) {
        try {
          listener(payload)
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
