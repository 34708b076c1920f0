import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { isNetworkSupported } from './is-network-supported.ts'

describe('isNetworkSupported', () => {
  it('checks the id against the http list', async () => {
    const { client } = createTestApiClient({ supported: ['eip155:1'] })
    expect(await isNetworkSupported(client, { caipNetworkId: 'eip155:1' })).toBe(true)
    expect(await isNetworkSupported(client, { caipNetworkId: 'eip155:10' })).toBe(false)
    expect(await isNetworkSupported(client, { caipNetworkId: undefined })).toBe(false)
  })

  it('answers false when the list cannot be loaded', async () => {
    const { client, fetch } = createTestApiClient()
    fetch.calls.length = 0
    const failing = { ...client, request: () => Promise.reject(new Error('offline')) }
    expect(await isNetworkSupported(failing, { caipNetworkId: 'eip155:1' })).toBe(false)
  })
})
