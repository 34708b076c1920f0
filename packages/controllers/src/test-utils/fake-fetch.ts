import type { FetchInitLike, FetchLike, FetchResponseLike } from '../platform/services/types.ts'

/** A request the fake fetch received, with the URL split up for assertions. */
export type RecordedRequest = {
  url: string
  method: string
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  body: unknown
}

/** What a route answers: a status and a JSON body (or raw text). */
export type FakeReply = { status?: number; json?: unknown; text?: string }

export type FakeRoute = (request: RecordedRequest) => FakeReply | Promise<FakeReply>

/** A fetch `Response` stand-in. */
export function fakeResponse(reply: FakeReply): FetchResponseLike {
  const status = reply.status ?? 200
  const text = reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json))
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(text),
    text: async () => text,
    blob: async () => ({ size: text.length, type: 'application/octet-stream' }),
  }
}

function record(url: string, init: FetchInitLike = {}): RecordedRequest {
  const [withoutQuery = '', queryString = ''] = url.split('?')
  const query: Record<string, string> = {}
  for (const pair of queryString.split('&').filter(Boolean)) {
    const [key = '', value = ''] = pair.split('=')
    query[decodeURIComponent(key)] = decodeURIComponent(value)
  }
  const path = withoutQuery.replace(/^https?:\/\/[^/]+/, '')
  return {
    url,
    method: init.method ?? 'GET',
    path,
    query,
    headers: init.headers ?? {},
    body: init.body === undefined ? undefined : JSON.parse(init.body),
  }
}

/** A fetch that answers from `route` and records every request. */
export function createFakeFetch(route: FakeRoute): FetchLike & { calls: RecordedRequest[] } {
  const calls: RecordedRequest[] = []
  const fetch = async (url: string, init?: FetchInitLike) => {
    const request = record(url, init)
    calls.push(request)
    return fakeResponse(await route(request))
  }
  return Object.assign(fetch, { calls })
}
