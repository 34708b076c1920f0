import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { getIdentity } from './get-identity.ts'

const address = '0x1111111111111111111111111111111111111111'

describe('getIdentity', () => {
  it('GETs /v1/identity/{address} with sender and caches it for 5 min', async () => {
    const { client, calls, clock } = createTestApiClient({
      route: () => ({ json: { name: 'alice.eth', avatar: 'https://a.test/1.png' } }),
    })
    const parameters = { address, caipNetworkId: 'eip155:1' as const, sender: '0xsender' }
    expect(await getIdentity(client, parameters)).toEqual({
      name: 'alice.eth',
      avatar: 'https://a.test/1.png',
    })
    expect(calls()[0]?.path).toBe(`/v1/identity/${address}`)
    expect(calls()[0]?.query).toMatchObject({
      sender: '0xsender',
      projectId: 'p1',
      st: 'appkit',
      sv: '4',
    })

    clock.advance(299_999)
    await getIdentity(client, parameters)
    expect(calls()).toHaveLength(1)
    clock.advance(1)
    await getIdentity(client, parameters)
    expect(calls()).toHaveLength(2)
  })

  it('returns an empty identity on an unsupported network without a request', async () => {
    const { client, calls } = createTestApiClient({ supported: [] })
    expect(await getIdentity(client, { address, caipNetworkId: 'eip155:1' })).toEqual({
      name: null,
      avatar: null,
    })
    expect(calls()).toHaveLength(0)
  })
})
