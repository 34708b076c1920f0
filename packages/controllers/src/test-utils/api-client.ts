import { createBlockchainApiClient } from '../api/blockchain-api-client.ts'
import { createMemoryStorage } from '../platform/services/memory-storage.ts'
import type { KeyValueStorage } from '../platform/services/types.ts'
import { createFakeFetch, type FakeReply, type RecordedRequest } from './fake-fetch.ts'
import { createManualClock } from './manual-clock.ts'

export type TestApiClientParameters = {
  /** CAIP-2 ids the fake API says it supports. */
  supported?: string[]
  /** Answers for every path other than v1/supported-chains. */
  route?: (request: RecordedRequest) => FakeReply | Promise<FakeReply>
  projectId?: string | undefined
  storage?: KeyValueStorage
}

/** A client on https://api.test with a fake fetch, memory storage and a manual clock. */
export function createTestApiClient(parameters: TestApiClientParameters = {}) {
  const fetch = createFakeFetch((request) => {
    if (request.path === '/v1/supported-chains') {
      return { json: { http: parameters.supported ?? ['eip155:1', 'eip155:137'], ws: [] } }
    }
    return parameters.route?.(request) ?? { status: 404 }
  })
  const clock = createManualClock()
  const storage = parameters.storage ?? createMemoryStorage()
  const client = createBlockchainApiClient({
    baseUrl: 'https://api.test',
    projectId: 'projectId' in parameters ? parameters.projectId : 'p1',
    sdkType: 'appkit',
    sdkVersion: '4',
    fetch,
    clock,
    storage,
  })
  /** Requests other than the supported-networks lookup. */
  const calls = () => fetch.calls.filter((call) => call.path !== '/v1/supported-chains')
  return { client, fetch, calls, clock, storage }
}
