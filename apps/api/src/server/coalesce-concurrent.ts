/** Runs one call per key at a time; callers arriving meanwhile share its result. */
export type Coalescer<T> = (key: string, run: () => Promise<T>) => Promise<T>

/**
 * Concurrent identical requests (a page polling a balance from several tabs, a burst after a
 * deploy) do the work once: the second caller for a key awaits the first one's promise. Nothing
 * is kept after it settles, so this is not a cache and never serves an old answer.
 */
export function createCoalescer<T>(): Coalescer<T> {
  const running = new Map<string, Promise<T>>()
  return (key, run) => {
    const current = running.get(key)
    if (current) return current
    const started = run().finally(() => running.delete(key))
    running.set(key, started)
    return started
  }
}
