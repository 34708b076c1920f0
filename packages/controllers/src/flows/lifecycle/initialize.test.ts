import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../platform/services/memory-storage.ts'
import { STORAGE_KEYS } from '../../platform/storage/keys.ts'
import { createCoreWithWallets, EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { connect } from '../connect/connect.ts'
import { reconnect } from '../connect/reconnect.ts'
import { dispose } from './dispose.ts'
import { initialize } from './initialize.ts'

describe('initialize and reconnect', () => {
  it('is disconnected everywhere when no connector was authorized', async () => {
    const { core } = createCoreWithWallets()
    await initialize(core)
    expect(core.state.chains.chains.eip155?.accountState.status).toBe('disconnected')
    expect(core.state.chains.chains.solana?.accountState.status).toBe('disconnected')
    expect(core.state.connectors.allConnectors.map((item) => item.id)).toEqual([
      'io.metamask',
      'phantom',
    ])
  })

  it('restores last visit: network, preferences, recent wallets and the session', async () => {
    const storage = createMemoryStorage()
    const first = createCoreWithWallets({ storage })
    await initialize(first.core)
    await connect(first.core, { connectorId: 'io.metamask', chainId: 137 })

    const next = createCoreWithWallets({ storage })
    // Same wallet, still authorized (a new page load of the same browser).
    next.evmWallet.authorized = true
    const pending = initialize(next.core)
    await Promise.resolve()
    await pending
    const account = next.core.state.chains.chains.eip155?.accountState
    expect(account?.status).toBe('connected')
    expect(next.core.state.chains.activeCaipNetwork?.id).toBe(137)
    expect(next.core.state.chains.activeCaipAddress).toBe(`eip155:137:${EVM_ADDRESS}`)
    expect(next.core.state.connectors.recentWallets[0]?.id).toBe('io.metamask')
    expect(next.core.state.connections.recentConnections.eip155).toHaveLength(1)
  })

  it('restores preferences but not the session when told not to reconnect', async () => {
    const storage = createMemoryStorage()
    const first = createCoreWithWallets({ storage })
    await initialize(first.core)
    await connect(first.core, { connectorId: 'io.metamask', chainId: 137 })

    const next = createCoreWithWallets({ storage })
    next.evmWallet.authorized = true
    await initialize(next.core, { reconnect: false })
    expect(next.core.state.chains.chains.eip155?.accountState.status).toBe('disconnected')
    expect(next.core.state.chains.activeCaipNetwork?.id).toBe(137)
    expect(next.core.state.connectors.recentWallets[0]?.id).toBe('io.metamask')
  })

  it('goes reconnecting, then disconnected, when the wallet no longer authorizes us', async () => {
    const storage = createMemoryStorage({
      initial: { [STORAGE_KEYS.connectedConnectorIds]: JSON.stringify({ eip155: 'io.metamask' }) },
    })
    const { core, evmAdapter } = createCoreWithWallets({ storage })
    const statuses: string[] = []
    const original = evmAdapter.reconnect
    evmAdapter.reconnect = (parameters) => {
      statuses.push(core.state.chains.chains.eip155?.accountState.status ?? '')
      return original(parameters)
    }
    await reconnect(core)
    statuses.push(core.state.chains.chains.eip155?.accountState.status ?? '')
    expect(statuses).toEqual(['reconnecting', 'disconnected'])
    expect(JSON.parse((await storage.getItem(STORAGE_KEYS.connectedConnectorIds)) ?? '')).toEqual(
      {},
    )
  })

  it('is disconnected when reconnecting throws, and logs why', async () => {
    const storage = createMemoryStorage({
      initial: { [STORAGE_KEYS.connectedConnectorIds]: JSON.stringify({ eip155: 'io.metamask' }) },
    })
    const { core, evmAdapter } = createCoreWithWallets({ storage })
    evmAdapter.reconnect = async () => {
      throw new Error('provider gone')
    }
    await reconnect(core)
    expect(core.state.chains.chains.eip155?.accountState.status).toBe('disconnected')
  })

  it('keeps going when connector discovery fails', async () => {
    const { core, evmAdapter } = createCoreWithWallets()
    evmAdapter.syncConnectors = async () => {
      throw new Error('no EIP-6963')
    }
    await expect(initialize(core)).resolves.toBeUndefined()
  })

  it('dispose stops adapter listeners, timers and event listeners', async () => {
    const { core, clock } = createCoreWithWallets()
    await initialize(core)
    core.runtime.eventListeners.add(() => undefined)
    core.runtime.toastTimer = clock.setTimeout(() => undefined, 150)
    dispose(core)
    expect(core.runtime.adapterSubscriptions.size).toBe(0)
    expect(core.runtime.eventListeners.size).toBe(0)
    expect(core.runtime.toastTimer).toBeUndefined()
    expect(clock.pendingTimers()).toBe(0)
    dispose(core)
  })
})
