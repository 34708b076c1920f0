import { startRedisServer } from '@openappkit/testing/node'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '../src/http/app-env.ts'
import { type RateLimitFallback, rateLimit } from '../src/http/rate-limit.ts'
import { silentLogger } from '../src/server/api-context.ts'
import {
  connectRedisSharedState,
  createMemorySharedState,
  type SharedState,
  SharedStateUnavailableError,
} from '../src/shared-state/index.ts'
import { eventually } from './helpers/evm.ts'

type Redis = Awaited<ReturnType<typeof startRedisServer>>
const clock = { now: () => Date.now() }

describe('shared state', () => {
  let redis: Redis
  const opened: SharedState[] = []
  const connect = async (keyPrefix = 'test:') => {
    const state = await connectRedisSharedState({
      url: redis.url,
      clock,
      logger: silentLogger,
      keyPrefix,
    })
    opened.push(state)
    return state
  }

  beforeAll(async () => {
    redis = await startRedisServer()
  })
  afterAll(async () => {
    await Promise.all(opened.map((state) => state.close()))
    await redis?.stop()
  })

  describe.each(['memory', 'redis'] as const)('the %s implementation', (kind) => {
    const open = async () =>
      kind === 'memory'
        ? createMemorySharedState({ clock })
        : await connect(`${kind}:${Date.now()}:`)

    it('caches JSON values until their TTL and deletes them', async () => {
      const state = await open()
      const value = [{ symbol: 'ETH', quantity: { numeric: '1.5' } }]
      await state.cache.set('balance:a', value, 60_000)
      await state.cache.set('balance:b', 2, 60_000)
      await state.cache.set('short', 'soon gone', 30)
      expect(await state.cache.get('balance:a')).toEqual(value)
      expect(await state.cache.get('missing')).toBeUndefined()
      await state.cache.delete(['balance:a', 'balance:b'])
      expect(await state.cache.get('balance:a')).toBeUndefined()
      expect(await state.cache.get('balance:b')).toBeUndefined()
      await eventually(
        () => state.cache.get('short'),
        (stored) => stored === undefined,
        2_000,
      )
    })

    it('counts hits per key in windows aligned across processes', async () => {
      const state = await open()
      const windowMs = 3_600_000
      const first = await state.counter.hit('client-1', windowMs)
      expect(first.resetAt % windowMs).toBe(0)
      expect(first.resetAt).toBeGreaterThan(Date.now())
      expect((await state.counter.hit('client-1', windowMs)).count).toBe(first.count + 1)
      expect((await state.counter.hit('client-2', windowMs)).count).toBe(1)
    })
  })

  it('shares entries, deletions and counts between two Redis connections (two processes)', async () => {
    const prefix = `shared:${Date.now()}:`
    const [one, two] = [await connect(prefix), await connect(prefix)]
    await one.cache.set('balance:eip155:1:0xabc', { wei: '10' }, 60_000)
    expect(await two.cache.get('balance:eip155:1:0xabc')).toEqual({ wei: '10' })
    await two.cache.delete(['balance:eip155:1:0xabc'])
    expect(await one.cache.get('balance:eip155:1:0xabc')).toBeUndefined()
    const counts = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        (index % 2 ? one : two).counter.hit('client', 3_600_000),
      ),
    )
    expect(counts.map((window) => window.count).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ])
  })

  it('refuses to start on an unreachable Redis, with its URL in the message', async () => {
    const error = await connectRedisSharedState({
      url: 'redis://127.0.0.1:1',
      clock,
      logger: silentLogger,
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SharedStateUnavailableError)
    expect((error as Error).message).toContain('Cannot connect to Redis at redis://127.0.0.1:1')
  })

  it('when Redis goes away: caches miss, the rate limit applies its fallback', async () => {
    const ownRedis = await startRedisServer()
    const warnings: string[] = []
    const state = await connectRedisSharedState({
      url: ownRedis.url,
      clock,
      logger: { ...silentLogger, warn: (message) => warnings.push(message) },
    })
    opened.push(state)
    await state.cache.set('kept', 1, 60_000)
    const limited = (fallback: RateLimitFallback) => {
      const app = new Hono<AppEnv>()
      app.use(
        '*',
        rateLimit({
          windowMs: 3_600_000,
          max: 2,
          trustProxy: false,
          clock,
          counter: state.counter,
          whenStoreUnavailable: fallback,
          logger: silentLogger,
        }),
      )
      app.get('/', (c) => c.text('ok'))
      return async (times: number) => {
        const statuses: number[] = []
        for (let index = 0; index < times; index += 1) {
          statuses.push((await app.request('/')).status)
        }
        return statuses
      }
    }
    expect(await limited('memory')(3)).toEqual([200, 200, 429])

    await ownRedis.stop()
    await expect(state.counter.hit('client', 1_000)).rejects.toBeInstanceOf(
      SharedStateUnavailableError,
    )
    expect(await state.cache.get('kept')).toBeUndefined()
    await state.cache.set('kept', 2, 60_000)
    await state.cache.delete(['kept'])
    expect(warnings.some((warning) => warning.startsWith('redis'))).toBe(true)

    expect(await limited('memory')(3)).toEqual([200, 200, 429])
    expect(await limited('allow')(3)).toEqual([200, 200, 200])
    const refused = await limited('refuse')(1)
    expect(refused).toEqual([503])
  })
})
