import { describe, expect, it } from 'vitest'
import { setTokenBalances } from '../../state/balance/balances-actions.ts'
import { getStoredConnectorIds } from '../../state/connector/set-active-connector-id.ts'
import { startTransactionsFetch } from '../../state/transactions/transactions-actions.ts'
import { createCoreWithWallets } from '../../test-utils/connected-core.ts'
import { connect } from './connect.ts'
import { disconnect } from './disconnect.ts'

describe('disconnect', () => {
  it('disconnects every connected namespace and resets its account', async () => {
    const { core, evmWallet, solanaWallet } = createCoreWithWallets()
    await connect(core, { connectorId: 'io.metamask', namespace: 'eip155' })
    await connect(core, { connectorId: 'phantom', namespace: 'solana' })
    await disconnect(core)
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(core.state.chains.chains[namespace]?.accountState.status).toBe('disconnected')
      expect(core.state.chains.chains[namespace]?.accountState.caipAddress).toBeUndefined()
      expect(core.state.connections.connections[namespace]).toEqual([])
    }
    expect(evmWallet.authorized).toBe(false)
    expect(solanaWallet.authorized).toBe(false)
    expect(core.state.chains.activeCaipAddress).toBeUndefined()
    expect(await getStoredConnectorIds(core)).toEqual({})
  })

  it('disconnects one namespace only', async () => {
    const { core } = createCoreWithWallets()
    await connect(core, { connectorId: 'io.metamask', namespace: 'eip155' })
    await connect(core, { connectorId: 'phantom', namespace: 'solana' })
    await disconnect(core, { namespace: 'solana' })
    expect(core.state.chains.chains.eip155?.accountState.status).toBe('connected')
    expect(core.state.chains.chains.solana?.accountState.status).toBe('disconnected')
  })

  it('throws Failed to disconnect when the wallet fails, keeping that session', async () => {
    const { core, evmAdapter } = createCoreWithWallets()
    await connect(core, { connectorId: 'io.metamask' })
    evmAdapter.disconnect = async () => {
      throw new Error('wallet busy')
    }
    const error = await disconnect(core).catch((caught: Error) => caught)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toBe('Failed to disconnect')
    expect((error as Error).cause).toEqual(new Error('wallet busy'))
    expect(core.state.chains.chains.eip155?.accountState.status).toBe('connected')
  })

  it('forgets the balances and history loaded for the disconnected namespace only', async () => {
    const { core } = createCoreWithWallets()
    await connect(core, { connectorId: 'io.metamask', namespace: 'eip155' })
    setTokenBalances(core, { caipAddress: 'eip155:1:0xabc', balances: [], source: 'api' })
    startTransactionsFetch(core, 'eip155:1')
    await disconnect(core, { namespace: 'solana' })
    expect(core.state.balances.caipAddress).toBe('eip155:1:0xabc')
    expect(core.state.transactions.lastNetworkInView).toBe('eip155:1')
    await disconnect(core, { namespace: 'eip155' })
    expect(core.state.balances.caipAddress).toBeUndefined()
    expect(core.state.transactions).toMatchObject({ lastNetworkInView: undefined, loading: false })
  })
})
