import { describe, expect, it } from 'vitest'
import { connect } from '../../flows/connect/connect.ts'
import { disconnect } from '../../flows/connect/disconnect.ts'
import { createCoreWithWallets } from '../../test-utils/connected-core.ts'

/** The instance's events as `useAppKitEvents` subscribers see them, from now on. */
function watchEvents(core: ReturnType<typeof createCoreWithWallets>['core']) {
  const seen: { event: string; properties: unknown }[] = []
  core.runtime.eventListeners.add(({ data }) =>
    seen.push({ event: data.event, properties: data.properties }),
  )
  return seen
}

describe('the incumbent’s connection events', () => {
  it('records CONNECT_SUCCESS and DISCONNECT_SUCCESS as the incumbent names them', async () => {
    const { core } = createCoreWithWallets()
    const seen = watchEvents(core)
    await connect(core, { connectorId: 'io.metamask' })
    await disconnect(core, { namespace: 'eip155' })
    await connect(core, { connectorId: 'phantom', namespace: 'solana' })
    await disconnect(core)
    expect(seen).toEqual([
      { event: 'CONNECT_SUCCESS', properties: { method: 'browser', name: 'MetaMask' } },
      { event: 'DISCONNECT_SUCCESS', properties: { namespace: 'eip155' } },
      { event: 'CONNECT_SUCCESS', properties: { method: 'browser', name: 'Phantom' } },
      { event: 'DISCONNECT_SUCCESS', properties: { namespace: 'all' } },
    ])
    // Kept in the instance only: none of them is sent to the api's /e.
    expect(core.state.events.log.map((record) => record.data.event)).toContain('CONNECT_SUCCESS')
  })

  it('records USER_REJECTED when the wallet refuses, CONNECT_ERROR when it fails, DISCONNECT_ERROR', async () => {
    const { core, evmWallet, evmAdapter } = createCoreWithWallets()
    const seen = watchEvents(core)
    evmWallet.rejectNextRequest()
    await expect(connect(core, { connectorId: 'io.metamask' })).rejects.toThrow()
    const walletConnect = evmAdapter.connect
    evmAdapter.connect = async () => {
      throw new Error('wallet busy')
    }
    await expect(connect(core, { connectorId: 'io.metamask' })).rejects.toThrow('wallet busy')
    evmAdapter.connect = walletConnect
    await connect(core, { connectorId: 'io.metamask' })
    evmAdapter.disconnect = async () => {
      throw new Error('wallet busy')
    }
    await expect(disconnect(core)).rejects.toThrow()
    expect(seen.map((entry) => entry.event)).toEqual([
      'USER_REJECTED',
      'CONNECT_ERROR',
      'CONNECT_SUCCESS',
      'DISCONNECT_ERROR',
    ])
    expect(seen[0]?.properties).toEqual({ message: 'Connection rejected' })
    expect(seen[1]?.properties).toEqual({ message: 'wallet busy' })
    expect(seen[3]?.properties).toEqual({ message: 'Failed to disconnect' })
  })
})
