import { createFakeFetch, type FakeReply, type RecordedRequest } from './fake-fetch.ts'

export type FakeApiParameters = {
  /** CAIP-2 ids v1/supported-chains lists. */
  supported?: string[]
  /** Answers for every other path; 404 when it returns undefined. */
  route?: (request: RecordedRequest) => FakeReply | undefined | Promise<FakeReply | undefined>
}

/** A fetch acting as the Blockchain API on https://api.test. */
export function createFakeApi(parameters: FakeApiParameters = {}) {
  const fetch = createFakeFetch(async (request) => {
    if (request.path === '/v1/supported-chains') {
      return { json: { http: parameters.supported ?? ['eip155:1', 'eip155:137'], ws: [] } }
    }
    return (await parameters.route?.(request)) ?? { status: 404 }
  })
  /** Requests other than the supported-networks lookup. */
  const calls = (path?: string) =>
    fetch.calls.filter(
      (call) => call.path !== '/v1/supported-chains' && (path === undefined || call.path === path),
    )
  return Object.assign(fetch, { apiCalls: calls })
}
