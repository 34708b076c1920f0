import { describe, expect, it } from 'vitest'
import { createCoreWithWallets } from '../../test-utils/connected-core.ts'
import { initialize } from '../lifecycle/initialize.ts'
import { connect } from './connect.ts'
import { removeAdapter } from './remove-adapter.ts'

describe('removeAdapter', () => {
  it('moves to the first network of another chain when the active chain is removed', async () => {
    const { core } = createCoreWithWallets()
    await initialize(core)
    await connect(core, { connectorId: 'io.metamask' })
    await removeAdapter(core, { namespace: 'eip155' })
    expect(core.adapters.has('eip155')).toBe(false)
    expect(core.state.chains.chains.eip155).toBeUndefined()
    expect(core.state.chains.activeChain).toBe('solana')
    expect(core.state.chains.activeCaipNetwork?.caipNetworkId).toBe(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(core.state.connectors.allConnectors.every((item) => item.chain !== 'eip155')).toBe(true)
    expect(core.state.connectors.activeConnectorIds.eip155).toBeUndefined()
    expect(core.runtime.adapterSubscriptions.has('eip155')).toBe(false)
  })

  it('keeps the active chain when another chain is removed', async () => {
    const { core } = createCoreWithWallets()
    await removeAdapter(core, { namespace: 'solana' })
    expect(core.state.chains.activeChain).toBe('eip155')
    expect(core.state.chains.chains.solana).toBeUndefined()
  })

  it('leaves nothing active when no other chain is left', async () => {
    const { core } = createCoreWithWallets()
    await removeAdapter(core, { namespace: 'solana' })
    await removeAdapter(core, { namespace: 'eip155' })
    expect(core.state.chains.activeChain).toBeUndefined()
  })
})
