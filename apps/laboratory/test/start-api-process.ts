import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type StartAppProcessReturnType, startAppProcess } from '@openappkit/testing/node'

const API_CLI = fileURLToPath(new URL('../../api/src/cli.ts', import.meta.url))

export type StartApiProcessParameters = {
  /** The devnet manifest the api takes its chains, tokens and on-ramp treasury from. */
  manifestPath: string
  /** Origins allowed by CORS (the lab page's). */
  allowedOrigins: readonly string[]
}

/** apps/api's own start command on a free port with a fresh SQLite file. */
export async function startApiProcess({
  manifestPath,
  allowedOrigins,
}: StartApiProcessParameters): Promise<StartAppProcessReturnType> {
  const directory = await mkdtemp(join(tmpdir(), 'openappkit-lab-api-'))
  const removeDirectory = () => rm(directory, { recursive: true, force: true })
  const api = await startAppProcess({
    name: 'api',
    cli: API_CLI,
    resolveFrom: import.meta.url,
    args: ['--manifest', manifestPath, '--port', '0'],
    env: {
      OPENAPPKIT_API_CONFIG: '',
      DATABASE_URL: `sqlite:${join(directory, 'api.sqlite')}`,
      OPENAPPKIT_API_ALLOWED_ORIGINS: allowedOrigins.join(','),
      OPENAPPKIT_API_RATE_LIMIT_MAX: '0',
    },
    ready: /api listening on (http:\/\/\S+)/,
  }).catch(async (error: unknown) => {
    await removeDirectory()
    throw error
  })
  return {
    url: api.url,
    async stop() {
      await api.stop()
      await removeDirectory()
    },
  }
}
