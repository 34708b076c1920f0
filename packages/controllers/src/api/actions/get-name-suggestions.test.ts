import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { getNameSuggestions } from './get-name-suggestions.ts'

describe('getNameSuggestions', () => {
  it('GETs /v1/profile/suggestions/{name} with the zone', async () => {
    const { client, calls } = createTestApiClient({
      route: () => ({ json: { suggestions: [{ name: 'alice1.test', registered: false }] } }),
    })
    const result = await getNameSuggestions(client, {
      name: 'alice',
      caipNetworkId: 'eip155:1',
      zone: 'test',
    })
    expect(result.suggestions).toEqual([{ name: 'alice1.test', registered: false }])
    expect(calls()[0]?.path).toBe('/v1/profile/suggestions/alice')
    expect(calls()[0]?.query.zone).toBe('test')
  })

  it('returns no suggestions on an unsupported network', async () => {
    const { client } = createTestApiClient({ supported: [] })
    expect(await getNameSuggestions(client, { name: 'alice', caipNetworkId: 'eip155:1' })).toEqual({
      suggestions: [],
    })
  })
})
