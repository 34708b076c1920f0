import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { createFakeFetch } from '../../test-utils/fake-fetch.ts'
import { createManualClock } from '../../test-utils/manual-clock.ts'
import { createBlockchainApiClient } from '../blockchain-api-client.ts'
import { revokeSession } from './revoke-session.ts'

describe('revokeSession', () => {
  it('POSTs /v1/sessions/{id}/revoke with pci and signature', async () => {
    const { client, calls } = createTestApiClient({ route: () => ({ status: 204 }) })
    expect(await revokeSession(client, { id: 's1', pci: 'p', signature: '0xsig' })).toEqual({
      success: true,
    })
    expect(calls()[0]?.path).toBe('/v1/sessions/s1/revoke')
    expect(calls()[0]?.body).toEqual({ pci: 'p', signature: '0xsig' })
  })

  it('throws when no API is configured', async () => {
    const client = createBlockchainApiClient({
      fetch: createFakeFetch(() => ({})),
      clock: createManualClock(),
    })
    await expect(revokeSession(client, { id: 's1', pci: 'p', signature: 's' })).rejects.toThrow(
      'Blockchain API is not configured',
    )
  })
})
