import { describe, expect, it, vi } from 'vitest'
import { restorePreferredAccountTypes } from '../../state/chain/restore-preferred-account-types.ts'
import type { Connection } from '../../state/connection/types.ts'
import { setConnectors } from '../../state/connector/set-connectors.ts'
import type { Connector } from '../../state/connector/types.ts'
import { setEmbeddedWalletClient } from '../../state/embedded-wallet/get-embedded-wallet-client.ts'
import { createMemoryEmbeddedWallet } from '../../test-kit/create-memory-embedded-wallet.ts'
import { AUTH_CONNECTOR, withAuthConnector } from '../../test-utils/auth-wallet.ts'
import {
  createCoreWithWallets,
  EVM_ADDRESS,
  EVM_ADDRESS_2,
} from '../../test-utils/connected-core.ts'
import { connect } from './connect.ts'
import { registerReconnectHandler } from './register-reconnect-handler.ts'
import { switchConnection } from './switch-connection.ts'

const auth: Connector = { id: 'AUTH', type: 'AUTH', name: 'Email', chain: 'eip155', chains: [] }
const walletConnect: Connector = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
  chains: [],
}

describe('switchConnection', () => {
  it('leaves the active connection alone', async () => {
    const { core } = createCoreWithWallets()
    await connect(core, { connectorId: 'io.metamask' })
    const [active] = core.state.connections.connections.eip155 ?? []
    expect(
      await switchConnection(core, { connection: active as Connection, namespace: 'eip155' }),
    ).toBe('unchanged')
  })

  it('makes a connected (open, not in use) connection current', async () => {
    const { core } = createCoreWithWallets()
    await connect(core, { connectorId: 'io.metamask' })
    const other: Connection = { connectorId: 'io.rabby', accounts: [{ address: EVM_ADDRESS_2 }] }
    core.state.connections.connections.eip155?.push(other)
    expect(await switchConnection(core, { connection: other, namespace: 'eip155' })).toBe(
      'switched',
    )
    expect(core.state.connectors.activeConnectorIds.eip155).toBe('io.rabby')
    expect(core.state.chains.activeCaipAddress).toBe(`eip155:1:${EVM_ADDRESS_2}`)
  })

  it('reconnects a disconnected external connection through its adapter', async () => {
    const { core } = createCoreWithWallets()
    const remembered: Connection = {
      connectorId: 'io.metamask',
      accounts: [{ address: EVM_ADDRESS }],
    }
    setConnectors(core, {
      connectors: [
        { id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', chain: 'eip155', chains: [] },
      ],
    })
    expect(await switchConnection(core, { connection: remembered, namespace: 'eip155' })).toBe(
      'reconnected',
    )
    expect(core.state.chains.chains.eip155?.accountState.status).toBe('connected')
  })

  it('reconnects social, email and WalletConnect connections through their handlers', async () => {
    const cases = [
      { connector: auth, auth: { name: 'google' }, method: 'social' as const },
      { connector: auth, auth: { name: 'email' }, method: 'email' as const },
      { connector: walletConnect, auth: undefined, method: 'walletConnect' as const },
    ]
    for (const { connector, auth: login, method } of cases) {
      const { core } = createCoreWithWallets()
      setConnectors(core, { connectors: [connector] })
      const handler = vi.fn(async () => ({
        id: connector.id,
        type: connector.type,
        address: EVM_ADDRESS,
        chainId: 1,
      }))
      registerReconnectHandler(core, method, handler)
      const connection: Connection = {
        connectorId: connector.id,
        accounts: [{ address: EVM_ADDRESS }],
        auth: login,
      }
      await switchConnection(core, { connection, namespace: 'eip155' })
      expect(handler).toHaveBeenCalledWith({
        connector: expect.objectContaining({ id: connector.id }),
        connection,
        namespace: 'eip155',
      })
      expect(core.state.connectors.activeConnectorIds.eip155).toBe(connector.id)
    }
  })

  it('then switches the preferred account type to the account type of the connection', async () => {
    const { core } = createCoreWithWallets()
    setConnectors(core, { connectors: [auth] })
    registerReconnectHandler(core, 'social', async () => ({
      id: 'AUTH',
      type: 'AUTH',
      address: EVM_ADDRESS,
      chainId: 1,
    }))
    await switchConnection(core, {
      connection: {
        connectorId: 'AUTH',
        accounts: [{ address: EVM_ADDRESS, type: 'eoa' }],
        auth: { name: 'x' },
      },
      namespace: 'eip155',
    })
    expect(core.state.chains.chains.eip155?.accountState.preferredAccountType).toBe('eoa')
  })

  it('throws No connector found for connection: {id} for an unknown connector', async () => {
    const { core } = createCoreWithWallets()
    await expect(
      switchConnection(core, {
        connection: { connectorId: 'gone', accounts: [{ address: EVM_ADDRESS }] },
        namespace: 'eip155',
      }),
    ).rejects.toThrow('No connector found for connection: gone')
  })

  it('throws Connection rejected when reconnecting fails', async () => {
    const { core, evmWallet } = createCoreWithWallets()
    setConnectors(core, {
      connectors: [
        { id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', chain: 'eip155', chains: [] },
      ],
    })
    evmWallet.rejectNextRequest()
    await expect(
      switchConnection(core, {
        connection: { connectorId: 'io.metamask', accounts: [{ address: EVM_ADDRESS }] },
        namespace: 'eip155',
      }),
    ).rejects.toThrow('Connection rejected')
  })

  it('unregisters a handler', async () => {
    const { core } = createCoreWithWallets()
    const handler = vi.fn()
    const remove = registerReconnectHandler(core, 'email', handler)
    remove()
    expect(core.reconnectHandlers.email).toBeUndefined()
    const replaced = registerReconnectHandler(core, 'email', handler)
    registerReconnectHandler(core, 'email', vi.fn())
    replaced()
    expect(core.reconnectHandlers.email).toBeDefined()
  })
})

describe('switchConnection to the embedded wallet', () => {
  const SMART_ACCOUNT = EVM_ADDRESS
  const EOA = EVM_ADDRESS_2

  /** A core whose embedded wallet comes back on its EOA, with both accounts remembered. */
  async function embeddedWalletOnEoa() {
    const { core, evmAdapter } = createCoreWithWallets()
    await restorePreferredAccountTypes(core)
    const wallet = createMemoryEmbeddedWallet({
      smartAccount: {
        email: 'ada@example.com',
        eoa: EOA,
        smartAccount: SMART_ACCOUNT,
        enabledNetworks: [1],
        accountType: 'eoa',
      },
    })
    withAuthConnector(evmAdapter)
    evmAdapter.connect = async () => ({
      id: 'AUTH',
      type: 'AUTH',
      address: wallet.accountType === 'eoa' ? EOA : SMART_ACCOUNT,
      chainId: 1,
    })
    setConnectors(core, { connectors: [AUTH_CONNECTOR] })
    setEmbeddedWalletClient(core, wallet)
    const connection: Connection = {
      connectorId: AUTH_CONNECTOR.id,
      accounts: [
        { address: SMART_ACCOUNT, type: 'smartAccount' },
        { address: EOA, type: 'eoa' },
      ],
      auth: { name: 'ada@example.com' },
    }
    return { core, wallet, connection }
  }

  it('switches the wallet itself when the account asked for is of the other type', async () => {
    const { core, wallet, connection } = await embeddedWalletOnEoa()
    expect(
      await switchConnection(core, { connection, namespace: 'eip155', address: SMART_ACCOUNT }),
    ).toBe('reconnected')
    expect(wallet.accountType).toBe('smartAccount')
    expect(core.state.chains.chains.eip155?.accountState).toMatchObject({
      address: SMART_ACCOUNT,
      preferredAccountType: 'smartAccount',
    })
  })

  it('keeps the type the wallet came back with when that is the account asked for', async () => {
    const { core, wallet, connection } = await embeddedWalletOnEoa()
    await switchConnection(core, { connection, namespace: 'eip155', address: EOA })
    expect(wallet.accountType).toBe('eoa')
    expect(core.state.chains.chains.eip155?.accountState).toMatchObject({
      address: EOA,
      preferredAccountType: 'eoa',
    })
  })
})
