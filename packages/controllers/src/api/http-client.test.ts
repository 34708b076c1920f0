import { AppKitError } from '@openappkit/common/errors'
import { describe, expect, it } from 'vitest'
import { createFakeFetch } from '../test-utils/fake-fetch.ts'
import { createHttpClient } from './http-client.ts'

describe('createHttpClient', () => {
  it('GETs JSON, appends clientId and drops empty query values', async () => {
    const fetch = createFakeFetch(() => ({ json: { ok: 1 } }))
    const client = createHttpClient({ baseUrl: 'https://api.test/base/', clientId: 'c1', fetch })
    const result = await client.get({
      path: '/v1/items',
      params: { a: 'x y', empty: '', none: undefined, nothing: null, zero: 0, no: false },
    })
    expect(result).toEqual({ ok: 1 })
    expect(fetch.calls[0]?.url).toBe(
      'https://api.test/base/v1/items?a=x%20y&zero=0&no=false&clientId=c1',
    )
    expect(fetch.calls[0]?.method).toBe('GET')
  })

  it('omits clientId when it is not set and keeps absolute paths', () => {
    const client = createHttpClient({
      baseUrl: 'https://api.test',
      fetch: createFakeFetch(() => ({})),
    })
    expect(client.createUrl('v1/x')).toBe('https://api.test/v1/x')
    expect(client.createUrl('https://other.test/y?z=1', { q: 2 })).toBe(
      'https://other.test/y?z=1&q=2',
    )
  })

  it('sends JSON bodies with POST, PUT and DELETE', async () => {
    const fetch = createFakeFetch((request) => ({ json: { method: request.method } }))
    const client = createHttpClient({ baseUrl: 'https://api.test', fetch })
    expect(await client.post({ path: '/p', body: { a: 1 } })).toEqual({ method: 'POST' })
    expect(await client.put({ path: '/p', body: { b: 2 } })).toEqual({ method: 'PUT' })
    expect(await client.delete({ path: '/p' })).toEqual({ method: 'DELETE' })
    expect(fetch.calls.map((call) => [call.method, call.body])).toEqual([
      ['POST', { a: 1 }],
      ['PUT', { b: 2 }],
      ['DELETE', undefined],
    ])
    expect(fetch.calls[0]?.headers['Content-Type']).toBe('application/json')
    expect(fetch.calls[2]?.headers['Content-Type']).toBeUndefined()
  })

  it('returns undefined for an empty body and a blob from getBlob', async () => {
    const fetch = createFakeFetch((request) =>
      request.path === '/empty' ? { status: 204 } : { text: 'PNGDATA' },
    )
    const client = createHttpClient({ baseUrl: 'https://api.test', fetch })
    expect(await client.post({ path: '/empty', body: {} })).toBeUndefined()
    const blob = await client.getBlob({ path: '/image.png' })
    expect(blob.size).toBe(7)
  })

  it('throws HTTP status code: {n} on a non-OK response, with the body as details', async () => {
    const fetch = createFakeFetch(() => ({ status: 404, json: { message: 'no such account' } }))
    const client = createHttpClient({ baseUrl: 'https://api.test', fetch })
    const error = await client.get({ path: '/missing' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(AppKitError)
    expect((error as AppKitError).shortMessage).toBe('HTTP status code: 404')
    expect((error as AppKitError).params).toEqual({ status: 404 })
    expect((error as AppKitError).details).toContain('no such account')
    await expect(client.getBlob({ path: '/missing' })).rejects.toThrow('HTTP status code: 404')
  })

  it('reports a body that is not JSON', async () => {
    const client = createHttpClient({
      baseUrl: 'https://api.test',
      fetch: createFakeFetch(() => ({ text: '<html>' })),
    })
    await expect(client.get({ path: '/' })).rejects.toThrow('Invalid JSON response')
  })

  it('keeps the status message when the error body cannot be read', async () => {
    const client = createHttpClient({
      baseUrl: 'https://api.test',
      fetch: async () => ({
        ok: false,
        status: 500,
        json: async () => undefined,
        text: async () => {
          throw new Error('stream broken')
        },
        blob: async () => ({ size: 0, type: '' }),
      }),
    })
    const error = (await client
      .get({ path: '/' })
      .catch((caught: unknown) => caught)) as AppKitError
    expect(error.shortMessage).toBe('HTTP status code: 500')
    expect(error.details).toBeUndefined()
  })
})
