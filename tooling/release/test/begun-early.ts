/**
 * Work a suite needs that is started before the suite runs (right after the rehearsal, beside
 * other such work), and awaited by the suite's own `beforeAll`: a failure is reported there, as
 * that suite's, and never as an unhandled rejection in between.
 */
export type BegunEarly<T> = {
  /** Starts the work once; later calls do nothing. */
  begin(): void
  /** The work's result, starting it if nothing did. */
  result(): Promise<T>
}

export function begunEarly<T>(run: () => Promise<T>): BegunEarly<T> {
  let running: Promise<T> | undefined
  const begin = () => {
    if (running) return running
    running = run()
    running.catch(() => {})
    return running
  }
  return {
    begin: () => {
      begin()
    },
    result: begin,
  }
}
