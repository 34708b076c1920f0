import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { ApiConfig } from '../config/index.ts'
import { openDatabase } from '../db/index.ts'
import type { App } from '../http/app-env.ts'
import { startIndexers } from '../indexer/index.ts'
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
}

/** A running api. */
export type StartApiReturnType = {
  app: App
  context: ApiContext
  /** Base URL it listens on (`undefined` without HTTP). */
  url: string | undefined
  /** Stops listening and the workers, then closes the database; safe to call twice. */
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

async function close(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  // Keep-alive sockets would hold close() open until they time out.
  if ('closeAllConnections' in server) server.closeAllConnections()
  await closed
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
  const context = createApiContext({ config, database, logger, clock, sharedState })
  const app = createApiApp(context)
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
        if (listening) await close(listening.server)
        await indexers?.stop()
        await sharedState.close()
        await database.destroy()
      })()
      return stopped
    },
  }
}
