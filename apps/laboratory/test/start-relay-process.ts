import { fileURLToPath } from 'node:url'
import { type StartAppProcessReturnType, startAppProcess } from '@openappkit/testing/node'

export type AppProcess = StartAppProcessReturnType

const RELAY_CLI = fileURLToPath(new URL('../../relay/src/cli.ts', import.meta.url))

/** apps/relay's own start command (`pnpm relay`) on a free port, or on `port` (a restart). */
export function startRelayProcess(port = 0): Promise<AppProcess> {
  return startAppProcess({
    name: 'relay',
    cli: RELAY_CLI,
    resolveFrom: import.meta.url,
    args: ['--port', String(port)],
    ready: /relay listening on (ws:\/\/\S+)/,
  })
}
