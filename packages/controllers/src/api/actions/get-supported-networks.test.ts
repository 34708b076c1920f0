import { describe, expect, it } from 'vitest'
import { createFakeFetch } from '../../test-utils/fake-fetch.ts'
import { createManualClock } from '../../test-utils/manual-clock.ts'
import { createBlockchainApiClient } from '../blockchain-api-client.ts'
import { getSupportedNetworks } from './get-supported-networks.ts'

describe('getSupportedNetworks', () => {
  it('fetches v1/supported-chains once per client', async () => {
    const fetch = createFakeFetch(() => ({ json: { http: ['eip155:1'], ws: ['eip155:1'] } }))
    const client = createBlockchainApiClient({
      baseUrl: 'https://api.test',
      fetch,
      clock: createManualClock(),
    })
    expect(await getSupportedNetworks(client)).toEqual({ http: ['eip155:1'], ws: ['eip155:1'] })
    await getSupportedNetworks(client)
    expect(fetch.calls).toHaveLength(1)
    expect(fetch.calls[0]?.path).toBe('/v1/supported-chains')
  })

  it('fetches again after a failure', async () => {
    let fail = true
    const fetch = createFakeFetch(() => (fail ? { status: 400 } : { json: { http: [], ws: [] } }))
    const client = createBlockchainApiClient({
      baseUrl: 'https://api.test',
      fetch,
      clock: createManualClock(),
    })
    await expect(getSupportedNetworks(client)).rejects.toThrow('HTTP status code: 400')
    fail = false
    expect(await getSupportedNetworks(client)).toEqual({ http: [], ws: [] })
  })

  it('is empty without a configured API', async () => {
    const fetch = createFakeFetch(() => ({ json: {} }))
    const client = createBlockchainApiClient({ fetch, clock: createManualClock() })
    expect(await getSupportedNetworks(client)).toEqual({ http: [], ws: [] })
    expect(fetch.calls).toHaveLength(0)
  })
})
