import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configFromDevnetManifest, mergeConfig, parseConfig } from '../src/config/index.ts'
import { type PostgresCluster, startPostgresCluster } from '../src/dev/postgres-cluster.ts'
import type { ReadinessReport } from '../src/operations/readiness.ts'
import { silentLogger } from '../src/server/api-context.ts'
import { type StartApiReturnType, startApi } from '../src/server/start-api.ts'
import { startHoldingRpcProxy } from './faults/holding-rpc-proxy.ts'
import { startTestDevnet, type TestDevnet } from './helpers/start-test-devnet.ts'

const WAIT = { timeout: 20_000, interval: 100 }

let devnet: TestDevnet
let cluster: PostgresCluster

beforeAll(async () => {
  ;[devnet, cluster] = await Promise.all([startTestDevnet(), startPostgresCluster()])
})

afterAll(async () => {
  await Promise.all([devnet?.stop(), cluster?.stop()])
})

function configOf(overrides: Record<string, unknown>) {
  return parseConfig(
    mergeConfig(
      mergeConfig(configFromDevnetManifest(devnet.manifest), {
        database: { url: cluster.url },
        rateLimit: { max: 0 },
        server: { port: 0 },
      }),
      overrides,
    ),
  )
}

const readiness = async (api: StartApiReturnType) => {
  const response = await api.app.request('http://api.test/ready')
  return { status: response.status, body: (await response.json()) as ReadinessReport }
}

describe('GET /ready', () => {
  let api: StartApiReturnType
  beforeAll(async () => {
    api = await startApi({ config: configOf({}), logger: silentLogger, http: false })
  })
  afterAll(() => api?.stop())

  it('is ready with the database and every node answering, and says how far the indexer is', async () => {
    await expect.poll(async () => (await readiness(api)).body.chains[0]?.lagBlocks, WAIT).toBe(0)
    const { status, body } = await readiness(api)
    expect(status).toBe(200)
    expect(body.status).toBe('ready')
    expect(body.database.ok).toBe(true)
    expect(body.chains.map((chain) => [chain.caipNetworkId, chain.ok])).toEqual(
      configOf({}).chains.map((chain) => [chain.caipNetworkId, true]),
    )
    expect(body.chains[0]?.head).toBeGreaterThan(0)
  })

  it('goes unready (503) when PostgreSQL stops, and ready again when it is back', async () => {
    await cluster.pause()
    try {
      await expect.poll(async () => (await readiness(api)).status, WAIT).toBe(503)
      const { body } = await readiness(api)
      expect(body.status).toBe('unready')
      expect(body.database.ok).toBe(false)
      expect(body.database.error).toBeTruthy()
    } finally {
      await cluster.resume()
    }
    await expect.poll(async () => (await readiness(api)).status, WAIT).toBe(200)
    expect((await readiness(api)).body.database.ok).toBe(true)
  })

  it('is degraded, still 200, when a chain node does not answer', async () => {
    const [first, ...rest] = configFromDevnetManifest(devnet.manifest).chains
    const dead = await startApi({
      config: configOf({ chains: [{ ...first, rpcUrl: 'http://127.0.0.1:9' }, ...rest] }),
      logger: silentLogger,
      http: false,
      indexers: false,
    })
    try {
      const { status, body } = await readiness(dead)
      expect(status).toBe(200)
      expect(body.status).toBe('degraded')
      expect(body.chains[0]).toMatchObject({ ok: false })
      expect(body.chains.slice(1).every((chain) => chain.ok)).toBe(true)
    } finally {
      await dead.stop()
    }
  })
})

describe('GET /metrics', () => {
  it('parses as the Prometheus text format, with requests, latencies, the cache and the indexer', async () => {
    const api = await startApi({ config: configOf({}), logger: silentLogger, http: false })
    try {
      const [account] = devnet.manifest.evm.accounts
      const chainId = devnet.manifest.evm.chains[0]?.caipNetworkId ?? ''
      const balance = `http://api.test/v1/account/${account?.address}/balance?chainId=${chainId}`
      // A miss, then a hit.
      expect((await api.app.request(balance)).status).toBe(200)
      expect((await api.app.request(balance)).status).toBe(200)
      expect((await api.app.request('http://api.test/v1/nowhere')).status).toBe(404)
      await expect
        .poll(async () => {
          const families = await scrape(api)
          return families.get('openappkit_api_indexer_lag_blocks')?.metrics.length ?? 0
        }, WAIT)
        .toBeGreaterThan(0)

      const families = await scrape(api)
      expect(families.get('openappkit_api_http_requests_total')?.metrics).toEqual(
        expect.arrayContaining([
          {
            value: '2',
            labels: { route: '/v1/account/:address/balance', method: 'GET', status: '200' },
          },
          { value: '1', labels: { route: 'unmatched', method: 'GET', status: '404' } },
        ]),
      )
      expect(families.get('openappkit_api_http_request_duration_seconds')?.type).toBe('HISTOGRAM')
      expect(families.get('openappkit_api_balance_cache_requests_total')?.metrics).toEqual(
        expect.arrayContaining([
          { value: '1', labels: { result: 'hit' } },
          { value: '1', labels: { result: 'miss' } },
        ]),
      )
      expect(families.get('openappkit_api_balance_cache_hit_ratio')?.metrics).toEqual([
        { value: '0.5' },
      ])
      const lag = families.get('openappkit_api_indexer_lag_blocks')
      expect(lag?.type).toBe('GAUGE')
      expect(lag?.metrics.map((sample) => sample.labels?.chain)).toContain(chainId)
      expect(families.get('nodejs_eventloop_lag_seconds')?.type).toBe('GAUGE')
    } finally {
      await api.stop()
    }
  })

  it('asks for the bearer token of OPENAPPKIT_API_METRICS_TOKEN when it is set', async () => {
    const token = 'a-token-for-the-scraper'
    const api = await startApi({
      config: configOf({ server: { metricsToken: token } }),
      logger: silentLogger,
      http: false,
      indexers: false,
    })
    try {
      expect((await api.app.request('http://api.test/metrics')).status).toBe(401)
      const allowed = await api.app.request('http://api.test/metrics', {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(allowed.status).toBe(200)
    } finally {
      await api.stop()
    }
  })
})

async function scrape(api: StartApiReturnType): Promise<Map<string, ParsedFamily>> {
  const response = await api.app.request('http://api.test/metrics')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  // Throws on any line that is not the Prometheus text format.
  const families = parsePrometheusTextFormat(await response.text())
  return new Map(families.map((family) => [family.name, family]))
}

describe('stopping', () => {
  it('lets a request in flight finish, with Connection: close, and takes no new connection', async () => {
    const rpcUrl = devnet.manifest.evm.chains[0]?.rpcUrl ?? ''
    // The balance read's Multicall3 call (eth_call) waits until the proxy is told to answer.
    const proxy = await startHoldingRpcProxy(rpcUrl, 'eth_call')
    const [first, ...rest] = configFromDevnetManifest(devnet.manifest).chains
    const api = await startApi({
      config: configOf({ chains: [{ ...first, rpcUrl: proxy.url }, ...rest] }),
      logger: silentLogger,
      indexers: false,
    })
    try {
      const [account] = devnet.manifest.evm.accounts
      const chainId = devnet.manifest.evm.chains[0]?.caipNetworkId ?? ''
      const inFlight = fetch(
        `${api.url}/v1/account/${account?.address}/balance?chainId=${chainId}&forceUpdate=true`,
      )
      await proxy.held
      const stopped = api.stop()
      // The listener closes at once; the request in flight goes on.
      await expect
        .poll(
          () =>
            fetch(`${api.url}/health`).then(
              () => 'open',
              () => 'closed',
            ),
          WAIT,
        )
        .toBe('closed')
      proxy.release()
      const response = await inFlight
      expect(response.status).toBe(200)
      expect(response.headers.get('connection')).toBe('close')
      await stopped
    } finally {
      await api.stop()
      await proxy.stop()
    }
  })
})
