import { devnetEvm } from '@openappkit/common/networks'
import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { createFakeApi } from '../../test-utils/fake-api.ts'
import { base, mainnet, solana } from '../../test-utils/networks.ts'
import { isSwapNetworkSupported } from './is-swap-network-supported.ts'

function setup(tokensReply: () => { status?: number; json?: unknown }, swaps?: false) {
  const fetch = createFakeApi({
    supported: ['eip155:1', 'eip155:31337'],
    route: (request) => (request.path === '/v1/convert/tokens' ? tokensReply() : undefined),
  })
  const { core } = createTestCore({
    fetch,
    apiUrl: 'https://api.test',
    remoteFeatures: swaps === false ? { swaps: false } : undefined,
  })
  return { core, fetch }
}

const someTokens = () => ({
  json: { tokens: [{ name: 'E', symbol: 'E', address: 'eip155:31337:0x1', decimals: 18 }] },
})

describe('isSwapNetworkSupported', () => {
  it('accepts the docs/project/behaviour.md §9 networks without asking the API', async () => {
    const { core, fetch } = setup(someTokens)
    expect(await isSwapNetworkSupported(core, mainnet)).toBe(true)
    expect(await isSwapNetworkSupported(core, base)).toBe(true)
    expect(fetch.calls).toHaveLength(0)
  })

  it('accepts a network the API declares by offering swap tokens (devnet)', async () => {
    const { core } = setup(someTokens)
    expect(await isSwapNetworkSupported(core, devnetEvm)).toBe(true)
  })

  it('refuses a network the API has no swap tokens for, or cannot answer for', async () => {
    expect(
      await isSwapNetworkSupported(setup(() => ({ json: { tokens: [] } })).core, devnetEvm),
    ).toBe(false)
    expect(await isSwapNetworkSupported(setup(() => ({ status: 403 })).core, devnetEvm)).toBe(false)
  })

  it('is off without an API, when swaps are turned off, and outside eip155', async () => {
    expect(await isSwapNetworkSupported(createTestCore().core, mainnet)).toBe(false)
    expect(await isSwapNetworkSupported(setup(someTokens, false).core, mainnet)).toBe(false)
    expect(await isSwapNetworkSupported(setup(someTokens).core, solana)).toBe(false)
  })
})
