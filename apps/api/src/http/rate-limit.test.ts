import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from './app-env.ts'
import { rateLimit } from './rate-limit.ts'

function appWith(max: number, clock: { now(): number }, trustProxy = false) {
  const app = new Hono<AppEnv>()
  app.use('*', rateLimit({ windowMs: 1_000, max, trustProxy, clock }))
  app.get('/', (c) => c.text('ok'))
  return app
}

describe('rateLimit', () => {
  it('counts per client address per window, then answers 429 until the window resets', async () => {
    let now = 0
    const app = appWith(2, { now: () => now }, true)
    const from = (address: string) =>
      app.request('/', { headers: { 'x-forwarded-for': `${address}, 10.0.0.1` } })
    expect((await from('1.1.1.1')).status).toBe(200)
    expect((await from('1.1.1.1')).status).toBe(200)
    const limited = await from('1.1.1.1')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('1')
    expect((await from('2.2.2.2')).status).toBe(200)
    now = 1_000
    expect((await from('1.1.1.1')).status).toBe(200)
  })

  it('ignores X-Forwarded-For unless the proxy is trusted, and can be turned off', async () => {
    const app = appWith(1, { now: () => 0 })
    expect((await app.request('/', { headers: { 'x-forwarded-for': '1.1.1.1' } })).status).toBe(200)
    expect((await app.request('/', { headers: { 'x-forwarded-for': '2.2.2.2' } })).status).toBe(429)
    const off = appWith(0, { now: () => 0 })
    for (let index = 0; index < 5; index += 1) expect((await off.request('/')).status).toBe(200)
  })

  it("applies the request's project limit, counted apart from other projects", async () => {
    const app = new Hono<AppEnv>()
    app.use('*', async (c, next) => {
      const id = c.req.query('projectId')
      c.set(
        'project',
        id
          ? {
              id,
              name: id,
              allowedOrigins: [],
              allowedFeatures: undefined,
              rateLimitMax: id === 'strict' ? 1 : undefined,
              createdAt: 0,
              updatedAt: 0,
            }
          : undefined,
      )
      await next()
    })
    app.use('*', rateLimit({ windowMs: 1_000, max: 2, trustProxy: false, clock: { now: () => 0 } }))
    app.get('/', (c) => c.text('ok'))
    const statuses = async (query: string, times: number) => {
      const result: number[] = []
      for (let index = 0; index < times; index += 1) {
        result.push((await app.request(`/${query}`)).status)
      }
      return result
    }
    expect(await statuses('?projectId=strict', 2)).toEqual([200, 429])
    expect(await statuses('?projectId=relaxed', 3)).toEqual([200, 200, 429])
    expect(await statuses('', 3)).toEqual([200, 200, 429])
  })
})
