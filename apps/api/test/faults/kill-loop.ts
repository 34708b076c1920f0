import { type ApiProcess, type SpawnApiProcessParameters, spawnApiProcess } from './api-process.ts'

/** Counters every kill loop of a run shares. */
export type KillTally = {
  kills: number
  /** Api (HTTP) processes ready right now. */
  readyApis: number
}

/** Parameters of {@link runKillLoop}. */
export type RunKillLoopParameters = SpawnApiProcessParameters & {
  tally: KillTally
  /** Keep killing until this returns true. */
  done(): boolean
  /** How long a process lives once ready before its SIGKILL (milliseconds). */
  lifetimeMs(): number
  wait(ms: number): Promise<void>
}

/** What one kill loop did; `survivor` is the process left running at the end. */
export type KillLoopReport = {
  kills: number
  startupMs: number[]
  crashes: string[]
  /** Starts refused while the database was down (the process manager starts it again). */
  failedStarts: number
  /** Why the last refused start failed. */
  lastStartError?: string | undefined
  survivor: ApiProcess
}

// More consecutive failed starts than this is a broken api, not a database restart.
const MAX_FAILED_STARTS = 40
// An api process is killed only while another one serves, so load keeps flowing (a rolling
// failure, as behind a load balancer); the indexer is killed regardless.
const MIN_OTHER_READY_APIS = 1
const RECHECK_MS = 50

/**
 * Starts a process, lets it serve for `lifetimeMs()`, SIGKILLs it and starts it again, until
 * `done()`; then leaves one process running and returns it with the counts.
 */
export async function runKillLoop(parameters: RunKillLoopParameters): Promise<KillLoopReport> {
  const { tally } = parameters
  const isApi = !parameters.indexerOnly
  const report: Omit<KillLoopReport, 'survivor'> = {
    kills: 0,
    startupMs: [],
    crashes: [],
    failedStarts: 0,
  }
  let failedInARow = 0
  for (;;) {
    let process: ApiProcess
    try {
      process = await spawnApiProcess(parameters)
      failedInARow = 0
    } catch (error) {
      report.failedStarts += 1
      report.lastStartError = error instanceof Error ? error.message : String(error)
      failedInARow += 1
      if (failedInARow > MAX_FAILED_STARTS) throw error
      await parameters.wait(250)
      continue
    }
    report.startupMs.push(process.startupMs)
    if (parameters.done()) return { ...report, survivor: process }
    if (isApi) tally.readyApis += 1
    await parameters.wait(parameters.lifetimeMs())
    while (isApi && tally.readyApis - 1 < MIN_OTHER_READY_APIS && !parameters.done())
      await parameters.wait(RECHECK_MS)
    const crash = process.crashed()
    if (crash) report.crashes.push(crash)
    if (isApi) tally.readyApis -= 1
    if (parameters.done()) return { ...report, survivor: process }
    await process.kill()
    report.kills += 1
    tally.kills += 1
  }
}
