import type { Clock } from '../platform/services/types.ts'

/** A clock that only moves when told; timers fire on `advance`. */
export function createManualClock(start = 1_700_000_000_000): Clock & {
  advance(ms: number): void
  pendingTimers(): number
} {
  let now = start
  let nextId = 1
  const timers = new Map<number, { at: number; callback: () => void }>()
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++
      timers.set(id, { at: now + ms, callback })
      return id
    },
    clearTimeout(handle) {
      timers.delete(handle as number)
    },
    advance(ms) {
      const target = now + ms
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= target)
          .sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].callback()
      }
      now = target
    },
    pendingTimers: () => timers.size,
  }
}
