import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import { describe, expect, it } from 'vitest'
import { createMemoryAdapter } from '../../test-kit/create-memory-adapter.ts'
import { createMemoryWallet } from '../../test-kit/memory-wallet.ts'
import {
  createCoreWithWallets,
  EVM_ADDRESS,
  SOLANA_ADDRESS,
} from '../../test-utils/connected-core.ts'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { mainnet } from '../../test-utils/networks.ts'
import { connect } from './connect.ts'
import { disconnect } from './disconnect.ts'

describe('connect', () => {
  it('connects, marks the account connected and records connector, connection and wallet', async () => {
    const { core } = createCoreWithWallets()
    const result = await connect(core, { connectorId: 'io.metamask' })
    expect(result.address).toBe(EVM_ADDRESS)
    const account = core.state.chains.chains.eip155?.accountState
    expect(account?.status).toBe('connected')
    expect(account?.caipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(core.state.chains.activeCaipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(core.state.connectors.activeConnectorIds.eip155).toBe('io.metamask')
    expect(core.state.connections.connections.eip155?.[0]?.accounts).toHaveLength(2)
    expect(core.state.connections.recentConnections.eip155?.[0]?.connectorId).toBe('io.metamask')
    expect(core.state.connectors.recentWallets[0]).toMatchObject({
      id: 'io.metamask',
      name: 'MetaMask',
    })
  })

  it('records the wallet’s name, icon and kind for useWalletInfo, cleared on disconnect', async () => {
    const { core } = createCoreWithWallets()
    await connect(core, { connectorId: 'io.metamask' })
    const connector = core.state.connectors.allConnectors.find((item) => item.id === 'io.metamask')
    expect(core.state.chains.chains.eip155?.accountState.connectedWalletInfo).toEqual({
      name: 'MetaMask',
      icon: connector?.imageUrl,
      type: connector?.type,
    })
    await disconnect(core)
    expect(core.state.chains.chains.eip155?.accountState.connectedWalletInfo).toBeUndefined()
  })

  it('names the wallet at the other end of a WalletConnect session, not WalletConnect', async () => {
    const wallet = createMemoryWallet({
      addresses: [EVM_ADDRESS],
      networks: [mainnet],
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      connectorType: 'WALLET_CONNECT',
      name: 'WalletConnect',
    })
    const { core } = createTestCore({
      networks: [mainnet],
      adapters: [createMemoryAdapter({ wallet, adapterType: 'wagmi' })],
    })
    const peer = { name: 'Rainbow', icon: 'https://rainbow.me/icon.png' }
    core.runtime.walletConnect = { getPeerWallet: () => peer } as never
    await connect(core, { connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(core.state.chains.chains.eip155?.accountState.connectedWalletInfo).toEqual({
      ...peer,
      type: 'WALLET_CONNECT',
    })
  })

  it('makes the connected namespace the active chain', async () => {
    const { core } = createCoreWithWallets()
    await connect(core, { connectorId: 'phantom', namespace: 'solana' })
    expect(core.state.chains.activeChain).toBe('solana')
    expect(core.state.chains.activeCaipAddress).toBe(
      `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ADDRESS}`,
    )
  })

  it('connects on the requested network', async () => {
    const { core } = createCoreWithWallets()
    await connect(core, { connectorId: 'io.metamask', chainId: 137 })
    expect(core.state.chains.activeCaipNetwork?.id).toBe(137)
    expect(core.state.chains.activeCaipAddress).toBe(`eip155:137:${EVM_ADDRESS}`)
  })

  it('throws Connection rejected when the visitor refuses, status back to disconnected', async () => {
    const { core, evmWallet } = createCoreWithWallets()
    evmWallet.rejectNextRequest()
    const attempt = connect(core, { connectorId: 'io.metamask' })
    expect(core.state.chains.chains.eip155?.accountState.status).toBe('connecting')
    await expect(attempt).rejects.toThrow('Connection rejected')
    expect(core.state.chains.chains.eip155?.accountState.status).toBe('disconnected')
  })

  it('passes other failures on', async () => {
    const { core, evmAdapter } = createCoreWithWallets()
    evmAdapter.connect = async () => {
      throw new Error('provider crashed')
    }
    await expect(connect(core, { connectorId: 'io.metamask' })).rejects.toThrow('provider crashed')
  })

  it('refuses unknown connectors and namespaces without an adapter', async () => {
    const { core } = createCoreWithWallets()
    await expect(connect(core, { connectorId: 'nope' })).rejects.toThrow(
      'Connector not found: nope',
    )
    await expect(connect(core, { connectorId: 'x', namespace: 'bip122' })).rejects.toThrow(
      'No adapter for namespace bip122',
    )
    const { core: bare } = createTestCore()
    bare.state.chains.activeChain = undefined
    await expect(connect(bare, { connectorId: 'x' })).rejects.toThrow('No adapter for namespace')
  })

  it('does not list the embedded wallet among recent wallets', async () => {
    const { core, evmAdapter } = createCoreWithWallets()
    const auth = {
      id: 'AUTH',
      type: 'AUTH' as const,
      name: 'Email',
      chain: 'eip155' as const,
      chains: [],
    }
    evmAdapter.getConnectors = () => [auth]
    evmAdapter.connect = async () => ({
      id: 'AUTH',
      type: 'AUTH',
      address: EVM_ADDRESS,
      chainId: 1,
    })
    await connect(core, { connectorId: 'AUTH' })
    expect(core.state.connectors.recentWallets).toEqual([])
  })
})
