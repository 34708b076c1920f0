import { fileURLToPath } from 'node:url'
import { type StartAppProcessReturnType, startAppProcess } from '@openappkit/testing/node'

const RELAY_CLI = fileURLToPath(new URL('../../../apps/relay/src/cli.ts', import.meta.url))

/** The relay's own start command in its own process (the load generator is this one). */
export function startRelayProcess(
  maxConnectionsPerIp: number,
  redisUrl?: string,
): Promise<StartAppProcessReturnType> {
  return startAppProcess({
    name: 'relay',
    cli: RELAY_CLI,
    resolveFrom: import.meta.url,
    args: [
      '--port',
      '0',
      '--max-connections-per-ip',
      String(maxConnectionsPerIp),
      ...(redisUrl ? ['--redis', redisUrl] : []),
    ],
    ready: /relay listening on (ws:\/\/\S+)/,
  })
}
