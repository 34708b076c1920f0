import { describe, expect, it } from 'vitest'
import { createCoreWithWallets, EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { createFakeFetch } from '../../test-utils/fake-fetch.ts'
import { polygon, solana } from '../../test-utils/networks.ts'
import { connect } from '../connect/connect.ts'
import { switchNetwork } from './switch-network.ts'

describe('switchNetwork', () => {
  it('switches the wallet, then the active network and address', async () => {
    const { core, evmWallet } = createCoreWithWallets()
    await connect(core, { connectorId: 'io.metamask' })
    await switchNetwork(core, { caipNetwork: polygon })
    expect(evmWallet.chainId).toBe(137)
    expect(core.state.chains.activeCaipNetwork?.id).toBe(137)
    expect(core.state.chains.activeCaipAddress).toBe(`eip155:137:${EVM_ADDRESS}`)
  })

  it('changes the active chain when the target is in another namespace', async () => {
    const { core } = createCoreWithWallets()
    await switchNetwork(core, { caipNetwork: solana })
    expect(core.state.chains.activeChain).toBe('solana')
    expect(core.state.chains.activeCaipAddress).toBeUndefined()
  })

  it('resets send data and tracks SWITCH_NETWORK', async () => {
    const fetch = createFakeFetch(() => ({ status: 202 }))
    const { core } = createCoreWithWallets({ fetch, apiUrl: 'https://api.test' })
    Object.assign(core.state.send, { receiverAddress: '0xbob', sendTokenAmount: 2 })
    await switchNetwork(core, { caipNetwork: polygon })
    expect(core.state.send.receiverAddress).toBeUndefined()
    expect(core.state.send.sendTokenAmount).toBeUndefined()
    expect(core.state.events.data).toEqual({
      type: 'track',
      event: 'SWITCH_NETWORK',
      properties: { network: 'eip155:137' },
    })
    await Promise.resolve()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fetch.calls.find((call) => call.path === '/e')?.body).toMatchObject({
      props: { event: 'SWITCH_NETWORK' },
    })
  })

  it('changes nothing when the wallet refuses', async () => {
    const { core, evmWallet } = createCoreWithWallets()
    await connect(core, { connectorId: 'io.metamask' })
    evmWallet.rejectNextRequest()
    await expect(switchNetwork(core, { caipNetwork: polygon })).rejects.toThrow()
    expect(core.state.chains.activeCaipNetwork?.id).toBe(1)
    // Nothing recorded since the connection: no SWITCH_NETWORK.
    expect(core.state.events.data).toMatchObject({ event: 'CONNECT_SUCCESS' })
  })
})
