import type { ApiLogger } from '../server/api-context.ts'

/** A background loop that can be stopped. */
export type Worker = {
  start(): void
  /** Stops after the current step; resolves once it has. */
  stop(): Promise<void>
}

/** Parameters of {@link createPollingWorker}. */
export type CreatePollingWorkerParameters = {
  name: string
  intervalMs: number
  /** One round of work; `true` when it made progress (the next round starts at once). */
  step: () => Promise<boolean>
  logger: ApiLogger
}

// After failures the wait grows (×2 each time) up to this many intervals.
const MAX_BACKOFF_FACTOR = 32

/** Runs `step` until stopped: again at once after progress, after `intervalMs` otherwise. */
export function createPollingWorker(parameters: CreatePollingWorkerParameters): Worker {
  let running = false
  let loop: Promise<void> | undefined
  let wake: (() => void) | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve
      timer = setTimeout(resolve, ms)
    })

  const run = async () => {
    let failures = 0
    while (running) {
      let progressed = false
      try {
        progressed = await parameters.step()
        failures = 0
      } catch (error) {
        failures += 1
        parameters.logger.warn(`${parameters.name} failed`, {
          error: error instanceof Error ? error.message : String(error),
          failures,
        })
      }
      if (!running) break
      if (!progressed) {
        const factor = Math.min(2 ** failures, MAX_BACKOFF_FACTOR)
        await sleep(parameters.intervalMs * factor)
      }
    }
  }

  return {
    start() {
      if (running) return
      running = true
      loop = run()
    },
    async stop() {
      running = false
      if (timer) clearTimeout(timer)
      wake?.()
      await loop
    },
  }
}
