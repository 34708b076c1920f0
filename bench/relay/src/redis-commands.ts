import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Calls per Redis command since the server started (`INFO commandstats`), through redis-cli. */
export async function readRedisCommandCalls(redisUrl: string): Promise<Map<string, number>> {
  const { stdout } = await run('redis-cli', ['-u', redisUrl, 'INFO', 'commandstats'])
  const calls = new Map<string, number>()
  for (const [, command, count] of stdout.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) {
    calls.set(command as string, Number(count))
  }
  return calls
}

/**
 * The commands Redis ran between two readings, per published message, busiest first
 * (`evalsha 2.00, set 1.00, ...`): a script's own commands count too. This does not move with
 * the machine's load, unlike the latencies.
 */
export function formatCommandsPerMessage(
  before: Map<string, number>,
  after: Map<string, number>,
  messages: number,
): string {
  return [...after]
    .map(([command, calls]) => [command, (calls - (before.get(command) ?? 0)) / messages] as const)
    .filter(([, perMessage]) => perMessage >= 0.005)
    .sort((a, b) => b[1] - a[1])
    .map(([command, perMessage]) => `${command} ${perMessage.toFixed(2)}`)
    .join(', ')
}
