import { type Coalescer, createCoalescer } from '../server/coalesce-concurrent.ts'

/** Resolves in the check phase of the event loop, after the I/O callbacks of the current turn. */
function afterPendingReads(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}

/**
 * A coalescer whose run starts after the requests already read in this event-loop turn have
 * reached it, so they share it. Without the wait a synchronous driver (better-sqlite3) finishes
 * the run before Node reads the next request: no two requests were ever in flight together and
 * each one did every query and all formatting itself, while PostgreSQL's network round trip let
 * them share. The wait costs one turn of the loop; as with {@link createCoalescer}, callers
 * arriving while the run is in flight join it, and nothing is kept once it settles.
 */
export function createTurnCoalescer<T>(): Coalescer<T> {
  const coalesce = createCoalescer<T>()
  return (key, run) =>
    coalesce(key, async () => {
      await afterPendingReads()
      return run()
    })
}
