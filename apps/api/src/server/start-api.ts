import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { ApiConfig } from '../config/index.ts'
import { openDatabase } from '../db/index.ts'
import type { App } from '../http/app-env.ts'
import { startIndexers } from '../indexer/index.ts'
import type { ApiMetrics } from '../operations/api-metrics.ts'
import type { InFlightRequests } from '../operations/observe-requests.ts'
import { openSharedState } from '../shared-state/index.ts'
import type { ApiClock, ApiContext, ApiLogger } from './api-context.ts'
import { createApiApp } from './create-api-app.ts'
import { createApiContext } from './create-api-context.ts'

/** Parameters of {@link startApi}. */
export type StartApiParameters = {
  config: ApiConfig
  logger: ApiLogger
  clock?: ApiClock | undefined
  /** Serve HTTP (default true); false runs only the background workers. */
  http?: boolean | undefined
  /** Run the chain indexers in this process (default true). */
  indexers?: boolean | undefined
  /** The metrics registry (default: a new one). */
  metrics?: ApiMetrics | undefined
  /** What `/metrics` answers (default: this process's registry; a cluster worker: the cluster's). */
  readMetrics?: (() => Promise<string>) | undefined
}

/** A running api. */
export type StartApiReturnType = {
  app: App
  context: ApiContext
  /** Base URL it listens on (`undefined` without HTTP). */
  url: string | undefined
  /**
   * Stops taking connections, lets the requests in flight finish (up to
   * `server.shutdownTimeoutMs`, then cuts them), stops the indexers, then closes the database;
   * safe to call twice.
   */
  stop(): Promise<void>
}

type Server = ReturnType<typeof serve>

function listen(app: App, config: ApiConfig): Promise<{ server: Server; url: string }> {
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, hostname: config.server.host, port: config.server.port },
      (info: AddressInfo) => {
        const host = info.family === 'IPv6' ? `[${info.address}]` : info.address
        resolve({ server, url: `http://${host}:${info.port}` })
      },
    )
    server.once('error', reject)
  })
}

type NodeServer = Server & { closeIdleConnections?(): void; closeAllConnections?(): void }

/**
 * A graceful stop: no new connection is accepted, idle keep-alive ones close at once, answers
 * still being made carry `Connection: close` (their socket closes once the answer is written);
 * after `timeoutMs` whatever is left is cut.
 */
async function drain(
  server: Server,
  inFlight: InFlightRequests,
  timeoutMs: number,
  logger: ApiLogger,
) {
  const node = server as NodeServer
  inFlight.drain()
  let closed = false
  const allClosed = new Promise<void>((resolve) =>
    server.close(() => {
      closed = true
      resolve()
    }),
  )
  node.closeIdleConnections?.()
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    allClosed,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs)
    }),
  ])
  clearTimeout(timer)
  if (!closed) {
    if (inFlight.count() > 0) {
      logger.warn('requests still in flight at the shutdown timeout were cut', {
        requests: inFlight.count(),
        timeoutMs,
      })
    }
    node.closeAllConnections?.()
  }
  await allClosed
}

/** Opens (and migrates) the database and the shared state, serves the api, then starts the indexers. */
export async function startApi(parameters: StartApiParameters): Promise<StartApiReturnType> {
  const { config, logger } = parameters
  const clock = parameters.clock ?? { now: () => Date.now() }
  const database = await openDatabase(config.database)
  let sharedState: Awaited<ReturnType<typeof openSharedState>>
  try {
    sharedState = await openSharedState({ config, clock, logger })
  } catch (error) {
    await database.destroy()
    throw error
  }
  const context = createApiContext({
    config,
    database,
    logger,
    clock,
    sharedState,
    metrics: parameters.metrics,
  })
  const { app, inFlight } = createApiApp(context, { readMetrics: parameters.readMetrics })
  let listening: { server: Server; url: string } | undefined
  try {
    if (parameters.http !== false) listening = await listen(app, config)
  } catch (error) {
    await sharedState.close()
    await database.destroy()
    throw error
  }
  const indexers = parameters.indexers === false ? undefined : startIndexers(context)
  let stopped: Promise<void> | undefined
  return {
    app,
    context,
    url: listening?.url,
    stop() {
      stopped ??= (async () => {
        if (listening)
          await drain(listening.server, inFlight, config.server.shutdownTimeoutMs, logger)
        await indexers?.stop()
        await sharedState.close()
        await database.destroy()
      })()
      return stopped
    },
  }
}
