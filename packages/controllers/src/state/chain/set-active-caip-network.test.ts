import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../platform/services/memory-storage.ts'
import { STORAGE_KEYS } from '../../platform/storage/keys.ts'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { base, mainnet, polygon, solana } from '../../test-utils/networks.ts'
import { findCaipNetwork } from './find-caip-network.ts'
import { removeChain } from './remove-chain.ts'
import { restoreActiveCaipNetwork } from './restore-active-caip-network.ts'
import { setActiveCaipNetwork } from './set-active-caip-network.ts'
import { setCaipAddress } from './set-caip-address.ts'

describe('setActiveCaipNetwork', () => {
  it('changes the active network and moves the active address onto it', async () => {
    const { core } = createTestCore()
    setCaipAddress(core, { namespace: 'eip155', caipAddress: 'eip155:1:0xabc' })
    await setActiveCaipNetwork(core, { caipNetwork: polygon })
    expect(core.state.chains.activeCaipNetwork?.id).toBe(137)
    expect(core.state.chains.activeCaipAddress).toBe('eip155:137:0xabc')
    expect(core.state.chains.chains.eip155?.accountState.caipAddress).toBe('eip155:137:0xabc')
    expect(core.state.chains.activeCaipNetwork).not.toBe(polygon)
  })

  it('changes the active chain when the network is in another namespace', async () => {
    const { core } = createTestCore()
    setCaipAddress(core, { namespace: 'eip155', caipAddress: 'eip155:1:0xabc' })
    await setActiveCaipNetwork(core, { caipNetwork: solana })
    expect(core.state.chains.activeChain).toBe('solana')
    expect(core.state.chains.activeCaipAddress).toBeUndefined()
  })

  it('keeps a copy of networks the dapp did not configure', async () => {
    const { core } = createTestCore()
    await setActiveCaipNetwork(core, { caipNetwork: base })
    expect(core.state.chains.activeCaipNetwork).toEqual(base)
    expect(core.state.chains.activeCaipNetwork).not.toBe(base)
  })

  it('throws Network not found for a namespace the dapp did not configure', async () => {
    const { core } = createTestCore({ networks: [mainnet] })
    await expect(setActiveCaipNetwork(core, { caipNetwork: solana })).rejects.toThrow(
      'Network not found',
    )
  })

  it('is remembered and restored when still configured', async () => {
    const storage = createMemoryStorage()
    const { core } = createTestCore({ storage })
    await setActiveCaipNetwork(core, { caipNetwork: polygon })
    expect(await storage.getItem(STORAGE_KEYS.activeCaipNetworkId)).toBe('"eip155:137"')
    const { core: next } = createTestCore({ storage })
    await restoreActiveCaipNetwork(next)
    expect(next.state.chains.activeCaipNetwork?.id).toBe(137)

    const { core: other } = createTestCore({ storage, networks: [mainnet] })
    await restoreActiveCaipNetwork(other)
    expect(other.state.chains.activeCaipNetwork?.id).toBe(1)
  })
})

describe('findCaipNetwork', () => {
  it('finds a configured network by id or CAIP-2 id', () => {
    const { core } = createTestCore()
    expect(findCaipNetwork(core, { namespace: 'eip155', chainId: 137 })?.name).toBe('Polygon')
    expect(findCaipNetwork(core, { namespace: 'eip155', chainId: 'eip155:1' })?.id).toBe(1)
    expect(findCaipNetwork(core, { namespace: 'eip155', chainId: 10 })).toBeUndefined()
    expect(findCaipNetwork(core, { namespace: 'polkadot', chainId: 1 })).toBeUndefined()
  })
})

describe('removeChain', () => {
  it('drops the namespace and clears the active chain when it was active', () => {
    const { core } = createTestCore()
    removeChain(core, { namespace: 'solana' })
    expect(core.state.chains.chains.solana).toBeUndefined()
    expect(core.state.chains.activeChain).toBe('eip155')
    removeChain(core, { namespace: 'eip155' })
    expect(core.state.chains.activeChain).toBeUndefined()
    expect(core.state.chains.activeCaipNetwork).toBeUndefined()
  })
})
