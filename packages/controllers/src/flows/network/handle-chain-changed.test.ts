import { describe, expect, it } from 'vitest'
import { createCoreWithWallets, EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { connect } from '../connect/connect.ts'
import { handleChainChanged } from './handle-chain-changed.ts'

describe('handleChainChanged', () => {
  it('follows the wallet to a configured network', async () => {
    const { core } = createCoreWithWallets()
    await connect(core, { connectorId: 'io.metamask' })
    expect(await handleChainChanged(core, { namespace: 'eip155', chainId: 137 })).toBe('supported')
    expect(core.state.chains.activeCaipAddress).toBe(`eip155:137:${EVM_ADDRESS}`)
    expect(core.state.modal.open).toBe(false)
  })

  it('shows UnsupportedChain for an unconfigured network when switching is enabled', async () => {
    const { core } = createCoreWithWallets()
    await connect(core, { connectorId: 'io.metamask' })
    expect(await handleChainChanged(core, { namespace: 'eip155', chainId: 8453 })).toBe(
      'unsupported',
    )
    expect(core.state.modal.open).toBe(true)
    expect(core.state.router.view).toBe('UnsupportedChain')
    expect(core.state.chains.activeCaipNetwork?.caipNetworkId).toBe('eip155:8453')
  })

  it('stays quiet when unsupported chains are allowed or switching is disabled', async () => {
    for (const options of [{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }]) {
      const { core } = createCoreWithWallets(options)
      await connect(core, { connectorId: 'io.metamask' })
      await handleChainChanged(core, { namespace: 'eip155', chainId: 8453 })
      expect(core.state.modal.open).toBe(false)
      expect(core.state.chains.activeCaipAddress).toBe(`eip155:8453:${EVM_ADDRESS}`)
    }
  })

  it('updates an inactive namespace without activating it, and ignores unknown namespaces', async () => {
    const { core } = createCoreWithWallets()
    await handleChainChanged(core, { namespace: 'solana', chainId: 'devnet' })
    expect(core.state.chains.activeChain).toBe('eip155')
    expect(core.state.chains.chains.solana?.networkState.caipNetwork?.caipNetworkId).toBe(
      'solana:devnet',
    )
    expect(await handleChainChanged(core, { namespace: 'polkadot', chainId: 'x' })).toBe(
      'unsupported',
    )
  })
})
