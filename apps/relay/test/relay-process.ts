import { fileURLToPath } from 'node:url'
import { type StartAppProcessReturnType, startAppProcess } from '@openappkit/testing/node'

export type RelayProcess = StartAppProcessReturnType

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url))

/** `pnpm relay` in a process of its own on a free port, with `args` (`--redis URL`...). */
export function startRelayProcess(args: readonly string[]): Promise<RelayProcess> {
  return startAppProcess({
    name: 'relay',
    cli: CLI,
    resolveFrom: import.meta.url,
    args: ['--port', '0', ...args],
    ready: /relay listening on (ws:\/\/\S+)/,
  })
}
