import { getStateSnapshot, subscribeState } from '@openappkit/controllers/internal'

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

/** A stable reader: returns the previous value while the new one is shallowly equal to it. */
export type Selection<Value> = {
  read(): Value
  subscribe(listener: (value: Value) => void): () => void
}

/**
 * A selection over reactive `states`: `read` returns the same object until a field changes
 * (what useSyncExternalStore needs), and listeners hear only real changes of the selection.
 * `select` reads snapshots, so values handed out are frozen plain objects, never proxies.
 */
export function createSelection<Value>(
  states: readonly object[],
  select: () => Value,
): Selection<Value> {
  let current: Value | undefined
  let initialized = false
  const read = () => {
    const next = select()
    if (!initialized || !shallowEqual(current, next)) {
      current = next
      initialized = true
    }
    return current as Value
  }
  return {
    read,
    subscribe(listener) {
      let last = read()
      const onChange = () => {
        const value = read()
        if (value === last) return
        last = value
        listener(value)
      }
      const stops = states.map((state) => subscribeState(state, onChange))
      return () => {
        for (const stop of stops) stop()
      }
    },
  }
}

/** A plain, frozen copy of `value` read from reactive state (undefined stays undefined). */
export function toSnapshot<Value>(value: Value): Value {
  return value !== null && typeof value === 'object' ? (getStateSnapshot(value) as Value) : value
}
