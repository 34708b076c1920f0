import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { reverseLookupName } from './reverse-lookup-name.ts'

describe('reverseLookupName', () => {
  it('GETs /v1/profile/reverse/{address} with sender and apiVersion, cached 5 min', async () => {
    const { client, calls, clock } = createTestApiClient({
      route: () => ({ json: [{ name: 'alice.test' }] }),
    })
    const parameters = { address: '0xabc', caipNetworkId: 'eip155:1' as const, sender: '0xabc' }
    const names = await reverseLookupName(client, parameters)
    expect(names.map((profile) => profile.name)).toEqual(['alice.test'])
    expect(calls()[0]?.path).toBe('/v1/profile/reverse/0xabc')
    expect(calls()[0]?.query).toMatchObject({ sender: '0xabc', apiVersion: '2' })
    clock.advance(299_999)
    await reverseLookupName(client, parameters)
    expect(calls()).toHaveLength(1)
    clock.advance(1)
    await reverseLookupName(client, parameters)
    expect(calls()).toHaveLength(2)
  })

  it('returns no names on an unsupported network', async () => {
    const { client } = createTestApiClient({ supported: [] })
    expect(
      await reverseLookupName(client, { address: '0xabc', caipNetworkId: 'eip155:1' }),
    ).toEqual([])
  })
})
