import cluster, { type Worker } from 'node:cluster'
import { serveClusterMetrics } from '../operations/cluster-metrics.ts'
import { forwardCacheDeletes } from '../shared-state/index.ts'
import { ApiStartError } from './api-start-error.ts'
import type { ApiLogger } from './services.ts'

/** What a cluster worker runs, passed in its environment. */
export type ApiWorkerRole = 'http' | 'indexer'

/** The environment variable naming a worker's {@link ApiWorkerRole}. */
export const API_WORKER_ROLE_VARIABLE = 'OPENAPPKIT_API_WORKER_ROLE'

/** Parameters of {@link runApiCluster}. */
export type RunApiClusterParameters = {
  /** Stateless HTTP workers sharing the port. */
  httpWorkers: number
  /** Also run one indexer worker (the chains' leases make a second one harmless). */
  indexer: boolean
  /** The configured host, shown in the URL when the workers listen on every interface. */
  host: string
  logger: ApiLogger
  /** Workers still running this long after SIGTERM are killed (default 15 s). */
  stopGraceMs?: number | undefined
}

/** A running primary. */
export type ApiCluster = {
  /** Resolves with the URL once the first HTTP worker listens; rejects if none could start. */
  ready: Promise<string>
  /** Sends SIGTERM to every worker and waits until they have exited; safe to call twice. */
  stop(): Promise<void>
}

// A worker that dies soon after starting is restarted after a growing delay (a crash loop, e.g.
// the database being down, should not spin the CPU); one that ran for a while at once.
const STABLE_AFTER_MS = 5_000
const MAX_RESTART_DELAY_MS = 5_000
// Workers still running this long after SIGTERM are killed: above the workers' own drain time.
const STOP_GRACE_MS = 15_000
// Failing to listen this many times in a row before any worker listened stops the start.
const MAX_FAILED_STARTS = 3

function urlOf(address: { address: string | null; port: number }, fallbackHost: string): string {
  const host = address.address && address.address !== '::' ? address.address : fallbackHost
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
}

/**
 * In the primary process: forks the HTTP workers and the indexer worker (re-running this script
 * with {@link API_WORKER_ROLE_VARIABLE} set), restarts any that dies, relays cache deletions
 * between them, and stops them all on {@link ApiCluster.stop}.
 */
export function runApiCluster(parameters: RunApiClusterParameters): ApiCluster {
  const { logger } = parameters
  let stopping = false
  let listened = false
  let failedStarts = 0
  const roles = new Map<Worker, { role: ApiWorkerRole; startedAt: number; failures: number }>()
  let resolveReady: (url: string) => void = () => undefined
  let rejectReady: (error: Error) => void = () => undefined
  const ready = new Promise<string>((resolve, reject) => {
    resolveReady = resolve
    rejectReady = reject
  })
  // Nobody may await it when the start fails after stop(): keep that from crashing the process.
  ready.catch(() => undefined)

  const fork = (role: ApiWorkerRole, failures: number) => {
    const worker = cluster.fork({ [API_WORKER_ROLE_VARIABLE]: role })
    roles.set(worker, { role, startedAt: Date.now(), failures })
    logger.info('api worker started', { role, pid: worker.process.pid })
  }

  forwardCacheDeletes()
  serveClusterMetrics()
  cluster.on('listening', (_worker, address) => {
    if (listened) return
    listened = true
    resolveReady(urlOf(address, parameters.host))
  })
  cluster.on('exit', (worker, code, signal) => {
    const entry = roles.get(worker)
    roles.delete(worker)
    if (!entry || stopping) return
    logger.warn('api worker exited, restarting it', {
      role: entry.role,
      pid: worker.process.pid,
      code,
      signal,
    })
    if (entry.role === 'http' && !listened) {
      failedStarts += 1
      if (failedStarts >= MAX_FAILED_STARTS) {
        rejectReady(
          new ApiStartError(`api workers exited ${failedStarts} times before listening`, {
            details: `last exit code ${code}, signal ${signal}`,
          }),
        )
        return
      }
    }
    const stable = Date.now() - entry.startedAt >= STABLE_AFTER_MS
    const failures = stable ? 0 : entry.failures + 1
    const delay = Math.min(failures === 0 ? 0 : 100 * 2 ** failures, MAX_RESTART_DELAY_MS)
    setTimeout(() => {
      if (!stopping) fork(entry.role, failures)
    }, delay)
  })

  for (let index = 0; index < parameters.httpWorkers; index += 1) fork('http', 0)
  if (parameters.indexer) fork('indexer', 0)

  let stopped: Promise<void> | undefined
  return {
    ready,
    stop() {
      stopped ??= (async () => {
        stopping = true
        const workers = Object.values(cluster.workers ?? {}).filter(
          (worker): worker is Worker => worker !== undefined,
        )
        await Promise.all(
          workers.map(
            (worker) =>
              new Promise<void>((resolve) => {
                if (worker.isDead()) return resolve()
                const force = setTimeout(
                  () => worker.process.kill('SIGKILL'),
                  parameters.stopGraceMs ?? STOP_GRACE_MS,
                )
                worker.once('exit', () => {
                  clearTimeout(force)
                  resolve()
                })
                worker.process.kill('SIGTERM')
              }),
          ),
        )
      })()
      return stopped
    },
  }
}
