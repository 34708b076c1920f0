import { AppKitError } from '@openappkit/common/errors'
import type { BlobLike, FetchLike, FetchResponseLike } from '../platform/services/types.ts'

/** A query value; `undefined`, `null` and `''` are dropped from the URL. */
export type QueryValue = string | number | boolean | null | undefined

export type HttpRequestParameters = {
  path: string
  params?: Record<string, QueryValue> | undefined
  headers?: Record<string, string> | undefined
  signal?: unknown
}

export type HttpBodyRequestParameters = HttpRequestParameters & { body?: unknown }

/** The generic HTTP client of docs/project/behaviour.md §7. */
export type HttpClient = {
  readonly baseUrl: string
  /** The absolute URL of `path` with the non-empty `params` and `clientId`. */
  createUrl(path: string, params?: Record<string, QueryValue>): string
  get(parameters: HttpRequestParameters): Promise<unknown>
  getBlob(parameters: HttpRequestParameters): Promise<BlobLike>
  post(parameters: HttpBodyRequestParameters): Promise<unknown>
  put(parameters: HttpBodyRequestParameters): Promise<unknown>
  delete(parameters: HttpBodyRequestParameters): Promise<unknown>
}

export type CreateHttpClientParameters = {
  baseUrl: string
  /** Appended as the `clientId` query parameter when set. */
  clientId?: string | undefined
  fetch: FetchLike
}

function isEmpty(value: QueryValue): value is null | undefined | '' {
  return value === undefined || value === null || value === ''
}

function joinUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

async function readJson(response: FetchResponseLike): Promise<unknown> {
  const text = await response.text()
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new AppKitError('INVALID_JSON_RESPONSE', { cause: error, details: text.slice(0, 200) })
  }
}

async function assertOk(response: FetchResponseLike): Promise<void> {
  if (response.ok) return
  let details: string | undefined
  try {
    details = (await response.text()).slice(0, 500) || undefined
  } catch {
    details = undefined
  }
  throw new AppKitError('HTTP_STATUS_CODE', { params: { status: response.status }, details })
}

/** Creates the generic HTTP client: JSON in and out, `clientId` appended, errors on non-OK. */
export function createHttpClient(parameters: CreateHttpClientParameters): HttpClient {
  const { baseUrl, clientId, fetch } = parameters

  const createUrl = (path: string, params: Record<string, QueryValue> = {}) => {
    const query: string[] = []
    const entries = Object.entries({ ...params, clientId })
    for (const [key, value] of entries) {
      if (isEmpty(value)) continue
      query.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    }
    const url = joinUrl(baseUrl, path)
    if (query.length === 0) return url
    return `${url}${url.includes('?') ? '&' : '?'}${query.join('&')}`
  }

  const send = async (method: string, request: HttpBodyRequestParameters) => {
    const headers: Record<string, string> = { ...request.headers }
    const init: Parameters<FetchLike>[1] = { method, headers, signal: request.signal }
    if (request.body !== undefined) {
      headers['Content-Type'] ??= 'application/json'
      init.body = JSON.stringify(request.body)
    }
    const response = await fetch(createUrl(request.path, request.params), init)
    await assertOk(response)
    return response
  }

  return {
    baseUrl,
    createUrl,
    get: async (request) => readJson(await send('GET', request)),
    getBlob: async (request) => (await send('GET', request)).blob(),
    post: async (request) => readJson(await send('POST', request)),
    put: async (request) => readJson(await send('PUT', request)),
    delete: async (request) => readJson(await send('DELETE', request)),
  }
}
