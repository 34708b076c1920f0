import type { ChainAdapterEventMap, ChainAdapterEventName, ChainAdapterListener } from './types.ts'

/** A typed emitter of {@link ChainAdapterEventMap}, for adapter authors. */
export type AdapterEmitter = {
  on<TEvent extends ChainAdapterEventName>(
    event: TEvent,
    listener: ChainAdapterListener<TEvent>,
  ): () => void
  emit<TEvent extends ChainAdapterEventName>(
    event: TEvent,
    payload: ChainAdapterEventMap[TEvent],
  ): void
  /** Drops every listener. */
  clear(): void
  /**
   * Drops every listener and ignores later emits and subscriptions: what an adapter's
   * `destroy()` calls, so a watcher that outlives it (a late wallet event) reaches nobody.
   */
  close(): void
}

/** Creates the event half of a {@link ChainAdapter}; a listener that throws does not stop others. */
export function createAdapterEmitter(): AdapterEmitter {
  const listeners = new Map<ChainAdapterEventName, Set<(payload: never) => void>>()
  let closed = false
  return {
    on(event, listener) {
      if (closed) return () => undefined
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (payload: never) => void)
      listeners.set(event, set)
      return () => {
        set.delete(listener as (payload: never) => void)
      }
    },
    emit(event, payload) {
      if (closed) return
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as ChainAdapterListener<typeof event>)(payload)
        } catch {
          // One faulty subscriber must not hide the event from the rest.
        }
      }
    },
    clear() {
      listeners.clear()
    },
    close() {
      closed = true
      listeners.clear()
    },
  }
}
