import type { Clock } from './types.ts'

type TimerGlobals = {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/**
 * The real clock. Globals are looked up on every call, not captured, so fake timers installed
 * after the instance was created still take effect.
 */
export function createSystemClock(): Clock {
  const timers = () => globalThis as unknown as TimerGlobals
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms) => timers().setTimeout(callback, ms),
    clearTimeout: (handle) => timers().clearTimeout(handle),
  }
}
