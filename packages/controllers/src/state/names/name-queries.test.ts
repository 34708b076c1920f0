import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { createFakeApi } from '../../test-utils/fake-api.ts'
import type { FakeReply } from '../../test-utils/fake-fetch.ts'
import { fetchNameSuggestions } from './fetch-name-suggestions.ts'
import { fetchNamesForAddress } from './fetch-names-for-address.ts'
import { resolveName } from './resolve-name.ts'

const reasons = (description: string): FakeReply => ({
  status: 400,
  json: { reasons: [{ description }] },
})

function setup(replies: Record<string, FakeReply>) {
  const fetch = createFakeApi({ route: (request) => replies[request.path] })
  const { core } = createTestCore({ fetch, apiUrl: 'https://api.test' })
  return { core, fetch }
}

describe('fetchNameSuggestions', () => {
  it('loads suggestions with the loading flag (names lower-case)', async () => {
    const { core, fetch } = setup({
      '/v1/profile/suggestions/alice': {
        json: { suggestions: [{ name: 'alice1', registered: false }, { name: 'alice2' }] },
      },
    })
    const pending = fetchNameSuggestions(core, { name: 'Alice', zone: 'oak.id' })
    expect(core.state.names.loading).toBe(true)
    expect((await pending).map((item) => item.name)).toEqual(['alice1', 'alice2'])
    expect(core.state.names).toMatchObject({
      loading: false,
      suggestions: [{ name: 'alice1' }, { name: 'alice2' }],
    })
    expect(fetch.apiCalls()[0]?.query.zone).toBe('oak.id')
  })

  it('throws Error fetching name suggestions, or the first reason, and clears the list', async () => {
    const { core } = setup({
      '/v1/profile/suggestions/alice': { status: 403 },
      '/v1/profile/suggestions/bobby': reasons('Name too short for zone'),
    })
    core.state.names.suggestions = [{ name: 'old' }]
    await expect(fetchNameSuggestions(core, { name: 'alice' })).rejects.toThrow(
      'Error fetching name suggestions',
    )
    expect(core.state.names).toMatchObject({ loading: false, suggestions: [] })
    await expect(fetchNameSuggestions(core, { name: 'bobby' })).rejects.toThrow(
      'Name too short for zone',
    )
  })

  it('needs a network', async () => {
    const { core } = setup({})
    core.state.chains.activeCaipNetwork = undefined
    await expect(fetchNameSuggestions(core, { name: 'alice' })).rejects.toThrow('Network not found')
    await expect(resolveName(core, { name: 'alice' })).rejects.toThrow('Network not found')
    await expect(fetchNamesForAddress(core, { address: '0x1' })).rejects.toThrow(
      'Network not found',
    )
  })
})

describe('resolveName', () => {
  it('looks the name up; a 404 means not registered', async () => {
    const { core } = setup({
      '/v1/profile/account/alice.oak.id': {
        json: { name: 'alice.oak.id', addresses: { '60': { address: '0xabc' } } },
      },
    })
    expect(await resolveName(core, { name: 'Alice.oak.id' })).toMatchObject({
      name: 'alice.oak.id',
      addresses: { '60': { address: '0xabc' } },
    })
    expect(await resolveName(core, { name: 'nobody' })).toBeUndefined()
  })

  it('throws Error resolving name, or the first reason', async () => {
    const { core } = setup({
      '/v1/profile/account/alice': { status: 403 },
      '/v1/profile/account/bobby': reasons('Zone not served'),
    })
    await expect(resolveName(core, { name: 'alice' })).rejects.toThrow('Error resolving name')
    await expect(resolveName(core, { name: 'bobby' })).rejects.toThrow('Zone not served')
  })
})

describe('fetchNamesForAddress', () => {
  it('returns the names registered to the address', async () => {
    const { core, fetch } = setup({
      '/v1/profile/reverse/0xabc': { json: [{ name: 'alice.oak.id' }] },
    })
    const names = await fetchNamesForAddress(core, { address: '0xabc', sender: '0xdef' })
    expect(names.map((name) => name.name)).toEqual(['alice.oak.id'])
    expect(fetch.apiCalls()[0]?.query).toMatchObject({ sender: '0xdef', apiVersion: '2' })
  })

  it('throws Error fetching names for address, or the first reason', async () => {
    const { core } = setup({
      '/v1/profile/reverse/0xabc': { status: 400 },
      '/v1/profile/reverse/0xdef': reasons('Bad address'),
    })
    await expect(fetchNamesForAddress(core, { address: '0xabc' })).rejects.toThrow(
      'Error fetching names for address',
    )
    await expect(fetchNamesForAddress(core, { address: '0xdef' })).rejects.toThrow('Bad address')
  })
})
