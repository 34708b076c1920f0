import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { lookupName } from './lookup-name.ts'

describe('lookupName', () => {
  it('GETs /v1/profile/account/{name} with apiVersion 2', async () => {
    const profile = {
      name: 'alice.test',
      addresses: { '60': { address: '0xabc' } },
      attributes: [],
    }
    const { client, calls } = createTestApiClient({ route: () => ({ json: profile }) })
    expect(await lookupName(client, { name: 'alice.test', caipNetworkId: 'eip155:1' })).toEqual(
      profile,
    )
    expect(calls()[0]?.path).toBe('/v1/profile/account/alice.test')
    expect(calls()[0]?.query.apiVersion).toBe('2')
  })

  it('returns a profile without addresses on an unsupported network', async () => {
    const { client } = createTestApiClient({ supported: [] })
    expect(await lookupName(client, { name: 'alice.test', caipNetworkId: 'eip155:1' })).toEqual({
      name: 'alice.test',
      addresses: {},
      attributes: [],
    })
  })
})
