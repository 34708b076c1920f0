import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startRedisServer } from '@openappkit/testing/node'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiCliProcess, parseLogLine, startApiCli } from './helpers/api-cli-process.ts'
import { eventually, freshAddress, testWallet, waitForReceipt } from './helpers/evm.ts'
import { testDatabaseKinds } from './helpers/test-databases.ts'
import { useTestStack } from './helpers/use-test-stack.ts'

type Redis = Awaited<ReturnType<typeof startRedisServer>>

// A new connection per request: the cluster hands connections to workers in turn, so requests
// made this way reach every worker (a keep-alive connection would stay on one).
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent: false }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8')
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function workerPids(cli: ApiCliProcess, role: 'http' | 'indexer'): number[] {
  return cli
    .logs()
    .filter((log) => log.message === 'api worker started' && log.role === role)
    .map((log) => log.pid as number)
}

describe.each(testDatabaseKinds())('pnpm api --workers (%s)', (kind) => {
  const stack = useTestStack(kind, { api: false, database: kind === 'postgres' })
  let directory: string
  let redis: Redis
  const running: ApiCliProcess[] = []

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'openappkit-workers-'))
    redis = await startRedisServer()
  })
  afterAll(async () => {
    for (const cli of running) cli.child.kill('SIGKILL')
    await Promise.all(running.map((cli) => cli.exited()))
    await redis?.stop()
    await rm(directory, { recursive: true, force: true })
  })

  const start = async (name: string, args: string[], env: Record<string, string> = {}) => {
    const url =
      kind === 'sqlite' ? `sqlite:${join(directory, `${name}.sqlite`)}` : stack.database.url
    const cli = startApiCli(
      ['--manifest', stack.devnet.manifestPath, '--database', url, '--port', '0', ...args],
      env,
    )
    running.push(cli)
    const line = await cli.waitForLine((text) => text.startsWith('api listening on'), 120_000)
    const base = /api listening on (http:\/\/\S+)/.exec(line)?.[1]
    if (!base) throw new Error(`no URL in "${line}"`)
    return { cli, base }
  }

  it('runs 2 HTTP workers and an indexer, restarts a killed worker, stops on SIGTERM', async () => {
    const { cli, base } = await start('memory', ['--workers', '2'])
    expect(cli.output()).toContain('2 http workers, 1 indexer worker')
    const [firstHttp, secondHttp] = workerPids(cli, 'http')
    const [indexer] = workerPids(cli, 'indexer')
    expect([firstHttp, secondHttp, indexer].every((pid) => pid !== undefined)).toBe(true)
    await cli.waitForLine((line) => line === `api worker ${secondHttp} (http) ready`)

    // Both workers cache the fresh address's empty balance; the indexer sees it funded and its
    // cache deletion reaches both through the primary (otherwise they would serve 0 for 30 s).
    const address = freshAddress()
    const balanceUrl = `${base}/v1/account/${address}/balance?chainId=eip155:31337`
    const native = async () => {
      const { status, body } = await get(balanceUrl)
      expect(status).toBe(200)
      const { balances } = JSON.parse(body) as { balances: { quantity: { numeric: string } }[] }
      return balances[0]?.quantity.numeric ?? '0'
    }
    for (let index = 0; index < 4; index += 1) expect(await native()).toBe('0')
    const funder = testWallet(stack.devnet.manifest, 5)
    await waitForReceipt(
      funder.client,
      await funder.wallet.sendTransaction({ to: address, value: parseEther('1.25') }),
    )
    await eventually(
      async () => Promise.all([native(), native(), native(), native()]),
      (answers) => answers.every((answer) => answer === '1.25'),
      10_000,
    )

    process.kill(firstHttp as number, 'SIGKILL')
    await cli.waitForLine(
      (line) => parseLogLine(line)?.message === 'api worker exited, restarting it',
    )
    await eventually(
      async () => workerPids(cli, 'http'),
      (pids) => pids.length === 3,
      20_000,
    )
    const replacement = workerPids(cli, 'http')[2]
    await cli.waitForLine((line) => line === `api worker ${replacement} (http) ready`)
    for (let index = 0; index < 4; index += 1)
      expect((await get(`${base}/health`)).status).toBe(200)

    cli.child.kill('SIGTERM')
    expect(await cli.exited()).toBe(0)
    for (const pid of [secondHttp, indexer, replacement]) expect(isAlive(pid as number)).toBe(false)
  }, 180_000)

  it('counts the rate limit once across workers when Redis is shared', async () => {
    const configPath = join(directory, 'rate-limit.json')
    // A day-long window: the requests below cannot straddle two windows.
    await writeFile(configPath, JSON.stringify({ rateLimit: { max: 6, windowMs: 86_400_000 } }))
    const { cli, base } = await start('redis', ['--workers', '2', '--no-indexer'], {
      OPENAPPKIT_API_CONFIG: configPath,
      REDIS_URL: redis.url,
    })
    expect(cli.output()).toContain('2 http workers, no indexer')
    const [, second] = workerPids(cli, 'http')
    await cli.waitForLine((line) => line === `api worker ${second} (http) ready`)
    const statuses: number[] = []
    for (let index = 0; index < 12; index += 1) {
      statuses.push((await get(`${base}/v1/supported-chains`)).status)
    }
    // Each worker alone would let 6 through: 12 in all.
    expect(statuses.filter((status) => status === 200)).toHaveLength(6)
    expect(statuses.filter((status) => status === 429)).toHaveLength(6)
    // The liveness probe is not rate limited: a load balancer polls it.
    expect((await get(`${base}/health`)).status).toBe(200)
    cli.child.kill('SIGTERM')
    expect(await cli.exited()).toBe(0)
  }, 180_000)
})
