import type { FetchLike } from '@openappkit/controllers'

export const API_URL = 'https://api.test'

/** A request the fake API received. */
export type ApiRequest = { path: string; query: URLSearchParams; body: unknown; method: string }

/** An answer: JSON with a status (200 by default); `undefined` is a 404. */
export type ApiReply = { status?: number; json?: unknown } | undefined

/**
 * The Blockchain API as a fetch service: Ethereum and Polygon supported, every other path
 * answered by `route`. Requests are recorded in `calls`.
 */
export function createFakeApi(route: (request: ApiRequest) => ApiReply | Promise<ApiReply>) {
  const calls: ApiRequest[] = []
  const fetch: FetchLike = async (url, init = {}) => {
    const parsed = new URL(url)
    const request: ApiRequest = {
      path: parsed.pathname,
      query: parsed.searchParams,
      body: init.body === undefined ? undefined : JSON.parse(init.body),
      method: init.method ?? 'GET',
    }
    calls.push(request)
    const reply: ApiReply =
      request.path === '/v1/supported-chains'
        ? { json: { http: ['eip155:1', 'eip155:137'], ws: [] } }
        : await route(request)
    const status = reply?.status ?? (reply ? 200 : 404)
    const text = reply?.json === undefined ? '' : JSON.stringify(reply.json)
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => JSON.parse(text),
      text: async () => text,
      blob: async () => ({ size: text.length, type: 'application/json' }),
    }
  }
  return { fetch, calls }
}

/** A token balance as the balance endpoint returns it. */
export function tokenBalance(symbol: string, name: string, numeric: string, address?: string) {
  return {
    name,
    symbol,
    chainId: 'eip155:1',
    ...(address ? { address: `eip155:1:${address}` } : {}),
    value: Number(numeric) * 2,
    price: 2,
    quantity: { decimals: '18', numeric },
    iconUrl: '',
  }
}
