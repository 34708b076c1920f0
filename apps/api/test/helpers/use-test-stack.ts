import { afterAll, beforeAll } from 'vitest'
import { type StartTestApiParameters, startTestApi, type TestApi } from './start-test-api.ts'
import { startTestDevnet, type TestDevnet } from './start-test-devnet.ts'
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from './test-databases.ts'

/** How the stack starts an api over its devnet (the database and manifest are the stack's own). */
export type TestStackApiParameters = Omit<
  StartTestApiParameters,
  'database' | 'manifest' | 'config'
> & {
  /** Extra configuration merged over the devnet defaults; a function when it needs the devnet. */
  config?: Record<string, unknown> | ((devnet: TestDevnet) => Record<string, unknown>) | undefined
}

/** Parameters of {@link useTestStack}. */
export type UseTestStackParameters = {
  /**
   * The suite's api, started once the devnet runs (default: through `app.request`, no socket);
   * `false` for suites that start none, or only their own through `startApi`.
   */
  api?: TestStackApiParameters | false | undefined
  /** A bare database besides the api's own, for suites that run the api some other way. */
  database?: boolean | undefined
}

/** What one suite runs against; each part can be read once the suite's `beforeAll` has run. */
export type TestStack = {
  readonly devnet: TestDevnet
  readonly api: TestApi
  readonly database: TestDatabase
  /** Starts a further api over the devnet, stopped with the stack. */
  startApi(parameters?: TestStackApiParameters): Promise<TestApi>
}

/**
 * Registers the hooks that start a devnet, then an optional bare database, then the api, before
 * the suite, and stop them in reverse order after it.
 */
export function useTestStack(
  kind: TestDatabaseKind,
  parameters: UseTestStackParameters = {},
): TestStack {
  let devnet: TestDevnet | undefined
  let database: TestDatabase | undefined
  let api: TestApi | undefined
  const furtherApis: TestApi[] = []

  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined)
      throw new Error(`useTestStack: no ${name} (not asked for, or not started)`)
    return value
  }

  const launchApi = (running: TestDevnet, options: TestStackApiParameters = {}) => {
    const { config, ...rest } = options
    return startTestApi({
      ...rest,
      database: kind,
      manifest: running.manifest,
      config: typeof config === 'function' ? config(running) : config,
    })
  }

  beforeAll(async () => {
    devnet = await startTestDevnet()
    if (parameters.database) database = await createTestDatabase(kind)
    if (parameters.api !== false) api = await launchApi(devnet, parameters.api)
  })
  afterAll(async () => {
    await Promise.all(furtherApis.map((further) => further.stop()))
    await api?.stop()
    await database?.drop()
    await devnet?.stop()
  })

  return {
    get devnet() {
      return started(devnet, 'devnet')
    },
    get api() {
      return started(api, 'api')
    },
    get database() {
      return started(database, 'database')
    },
    async startApi(options) {
      const further = await launchApi(started(devnet, 'devnet'), options)
      furtherApis.push(further)
      return further
    },
  }
}
