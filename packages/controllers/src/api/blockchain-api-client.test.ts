import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createSystemClock } from '../platform/services/system-clock.ts'
import { createFakeFetch } from '../test-utils/fake-fetch.ts'
import { createBlockchainApiClient, networkOfCaipId } from './blockchain-api-client.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const okSchema = z.object({ ok: z.boolean() })

describe('createBlockchainApiClient', () => {
  it('sends projectId, st and sv with every call', async () => {
    const fetch = createFakeFetch(() => ({ json: { ok: true } }))
    const client = createBlockchainApiClient({
      baseUrl: 'https://api.test/',
      projectId: 'p1',
      sdkType: 'appkit',
      sdkVersion: '4',
      fetch,
      clock: createSystemClock(),
    })
    await client.request({ method: 'GET', path: '/v1/x', params: { a: '1' }, schema: okSchema })
    await client.request({ method: 'POST', path: '/v1/y', body: { b: 2 }, schema: okSchema })
    expect(fetch.calls[0]?.url).toBe('https://api.test/v1/x?projectId=p1&st=appkit&sv=4&a=1')
    expect(fetch.calls[1]?.query).toEqual({ projectId: 'p1', st: 'appkit', sv: '4' })
    expect(fetch.calls[1]?.body).toEqual({ b: 2 })
  })

  it('leaves projectId out when it is not set', async () => {
    const fetch = createFakeFetch(() => ({ json: { ok: true } }))
    const client = createBlockchainApiClient({
      baseUrl: 'https://api.test',
      sdkType: 'appkit',
      fetch,
      clock: createSystemClock(),
    })
    await client.request({ method: 'GET', path: '/v1/x', schema: okSchema })
    expect(fetch.calls[0]?.url).toBe('https://api.test/v1/x?st=appkit')
  })

  it('retries failed reads 3 times with backoff on the injected clock', async () => {
    const fetch = createFakeFetch(() => ({ status: 502 }))
    const client = createBlockchainApiClient({
      baseUrl: 'https://api.test',
      fetch,
      clock: createSystemClock(),
    })
    const outcome = client
      .request({ method: 'GET', path: '/v1/x', schema: okSchema })
      .catch((error: Error) => error.message)
    await vi.advanceTimersByTimeAsync(6_999)
    expect(fetch.calls).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetch.calls).toHaveLength(4)
    expect(await outcome).toBe('HTTP status code: 502')
  })

  it('does not retry writes marked retry: false', async () => {
    const fetch = createFakeFetch(() => ({ status: 500 }))
    const client = createBlockchainApiClient({
      baseUrl: 'https://api.test',
      fetch,
      clock: createSystemClock(),
    })
    await expect(
      client.request({ method: 'POST', path: '/v1/w', schema: okSchema, retry: false }),
    ).rejects.toThrow('HTTP status code: 500')
    expect(fetch.calls).toHaveLength(1)
  })

  it('rejects responses of the wrong shape', async () => {
    const client = createBlockchainApiClient({
      baseUrl: 'https://api.test',
      fetch: createFakeFetch(() => ({ json: { ok: 'yes' } })),
      clock: createSystemClock(),
    })
    await expect(
      client.request({ method: 'GET', path: '/v1/x', schema: okSchema }),
    ).rejects.toThrow('Unexpected response from the Blockchain API')
  })

  it('is disabled without a base URL and never calls fetch', async () => {
    const fetch = createFakeFetch(() => ({ json: {} }))
    const client = createBlockchainApiClient({ baseUrl: '  ', fetch, clock: createSystemClock() })
    expect(client.enabled).toBe(false)
    expect(client.http).toBeUndefined()
    await expect(
      client.request({ method: 'GET', path: '/v1/x', schema: okSchema }),
    ).rejects.toThrow('Blockchain API is not configured')
    expect(fetch.calls).toHaveLength(0)
  })
})

describe('networkOfCaipId', () => {
  it('takes the network of a CAIP-10 or CAIP-2 id', () => {
    expect(networkOfCaipId('eip155:1:0xabc')).toBe('eip155:1')
    expect(networkOfCaipId('eip155:137')).toBe('eip155:137')
    expect(networkOfCaipId('nonsense')).toBeUndefined()
  })
})
