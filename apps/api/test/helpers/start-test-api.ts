import type { DevnetManifest } from '../../src/config/index.ts'
import { configFromDevnetManifest, mergeConfig, parseConfig } from '../../src/config/index.ts'
import { type ApiClock, silentLogger } from '../../src/server/api-context.ts'
import { type StartApiReturnType, startApi } from '../../src/server/start-api.ts'
import { createTestDatabase, type TestDatabaseKind } from './test-databases.ts'

/** Parameters of {@link startTestApi}. */
export type StartTestApiParameters = {
  database: TestDatabaseKind
  manifest: DevnetManifest
  /** Extra configuration merged over the devnet defaults. */
  config?: Record<string, unknown> | undefined
  /** Listen on a loopback port (default false: requests go through `app.request`). */
  http?: boolean | undefined
  clock?: ApiClock | undefined
}

/** The api under test. */
export type TestApi = StartApiReturnType & {
  /** A request through the app (no socket), path relative to the api root. */
  request(path: string, init?: RequestInit): Promise<Response>
  /** GET or POST JSON, returning status and parsed body. */
  call(path: string, body?: unknown): Promise<{ status: number; body: unknown }>
}

/** Starts the api over the test devnet, with rate limits off unless the test sets them. */
export async function startTestApi(parameters: StartTestApiParameters): Promise<TestApi> {
  const database = await createTestDatabase(parameters.database)
  const config = parseConfig(
    mergeConfig(
      mergeConfig(
        { ...configFromDevnetManifest(parameters.manifest) },
        { database: { url: database.url }, rateLimit: { max: 0 }, server: { port: 0 } },
      ),
      parameters.config ?? {},
    ),
  )
  const api = await startApi({
    config,
    logger: silentLogger,
    clock: parameters.clock,
    http: parameters.http ?? false,
  })
  const request = async (path: string, init?: RequestInit) =>
    api.app.request(`http://api.test${path}`, init)
  return {
    ...api,
    request,
    async call(path, body) {
      const response = await request(
        path,
        body === undefined
          ? undefined
          : {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            },
      )
      const text = await response.text()
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined }
    },
    async stop() {
      await api.stop()
      await database.drop()
    },
  }
}
