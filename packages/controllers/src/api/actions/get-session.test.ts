import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { createFakeFetch } from '../../test-utils/fake-fetch.ts'
import { createManualClock } from '../../test-utils/manual-clock.ts'
import { createBlockchainApiClient } from '../blockchain-api-client.ts'
import { getSession } from './get-session.ts'

describe('getSession', () => {
  it('GETs /v1/sessions/{id}', async () => {
    const { client, calls } = createTestApiClient({
      route: () => ({ json: { pcis: [{ pci: 'a' }] } }),
    })
    expect(await getSession(client, { id: 'eip155:1:0xabc' })).toEqual({ pcis: [{ pci: 'a' }] })
    expect(calls()[0]?.path).toBe('/v1/sessions/eip155%3A1%3A0xabc')
  })

  it('returns no permissions when no API is configured', async () => {
    const client = createBlockchainApiClient({
      fetch: createFakeFetch(() => ({})),
      clock: createManualClock(),
    })
    expect(await getSession(client, { id: 'x' })).toEqual({ pcis: [] })
  })
})
