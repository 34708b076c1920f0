import { fileURLToPath } from 'node:url'
import { type StartAppProcessReturnType, startAppProcess } from '@openappkit/testing/node'

const RELAY_CLI = fileURLToPath(new URL('../../relay/src/cli.ts', import.meta.url))

/** apps/relay's own start command (`pnpm relay`) on a free port: the phones' relay. */
export function startRelayProcess(): Promise<StartAppProcessReturnType> {
  return startAppProcess({
    name: 'relay',
    cli: RELAY_CLI,
    resolveFrom: import.meta.url,
    args: ['--port', '0'],
    ready: /relay listening on (ws:\/\/\S+)/,
  })
}
