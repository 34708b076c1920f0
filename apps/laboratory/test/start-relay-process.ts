import { fileURLToPath } from 'node:url'
import { type AppProcess, startAppProcess } from './start-app-process.ts'

export type { AppProcess } from './start-app-process.ts'

const RELAY_CLI = fileURLToPath(new URL('../../relay/src/cli.ts', import.meta.url))

/** apps/relay's own start command (`pnpm relay`) on a free port, or on `port` (a restart). */
export function startRelayProcess(port = 0): Promise<AppProcess> {
  return startAppProcess({
    name: 'relay',
    cli: RELAY_CLI,
    args: ['--port', String(port)],
    ready: /relay listening on (ws:\/\/\S+)/,
  })
}
