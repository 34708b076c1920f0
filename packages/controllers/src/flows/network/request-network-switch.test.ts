import { describe, expect, it } from 'vitest'
import { createCoreWithWallets, EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { mainnet, polygon, solana } from '../../test-utils/networks.ts'
import { connect } from '../connect/connect.ts'
import { requestNetworkSwitch } from './request-network-switch.ts'

describe('requestNetworkSwitch', () => {
  it('does nothing for the current network', async () => {
    const { core } = createCoreWithWallets()
    expect(await requestNetworkSwitch(core, { caipNetwork: mainnet })).toBe('unchanged')
  })

  it('switches at once when nothing is connected', async () => {
    const { core } = createCoreWithWallets()
    expect(await requestNetworkSwitch(core, { caipNetwork: polygon })).toBe('switched')
    expect(core.state.chains.activeCaipNetwork?.id).toBe(137)
  })

  it('opens SwitchNetwork when confirmation is not ignored', async () => {
    const { core } = createCoreWithWallets()
    await connect(core, { connectorId: 'io.metamask' })
    expect(await requestNetworkSwitch(core, { caipNetwork: polygon })).toBe('SwitchNetwork')
    expect(core.state.router.view).toBe('SwitchNetwork')
    expect(core.state.router.data?.network?.id).toBe(137)
    expect(core.state.chains.activeCaipNetwork?.id).toBe(1)
  })

  it('switches at once when confirmation is ignored and no embedded wallet is connected', async () => {
    const { core } = createCoreWithWallets()
    await connect(core, { connectorId: 'io.metamask' })
    expect(
      await requestNetworkSwitch(core, { caipNetwork: polygon, ignoreSwitchConfirmation: true }),
    ).toBe('switched')
    expect(core.state.chains.activeCaipAddress).toBe(`eip155:137:${EVM_ADDRESS}`)
  })

  it('opens SwitchNetwork for the embedded auth wallet even when confirmation is ignored', async () => {
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
    expect(
      await requestNetworkSwitch(core, { caipNetwork: polygon, ignoreSwitchConfirmation: true }),
    ).toBe('SwitchNetwork')
  })

  it('opens SwitchActiveChain for another namespace without a connected address there', async () => {
    const { core } = createCoreWithWallets()
    await connect(core, { connectorId: 'io.metamask' })
    expect(await requestNetworkSwitch(core, { caipNetwork: solana })).toBe('SwitchActiveChain')
    expect(core.state.router.view).toBe('SwitchActiveChain')
    expect(core.state.router.data).toMatchObject({
      switchToChain: 'solana',
      navigateTo: 'Connect',
      navigateWithReplace: true,
      network: { caipNetworkId: solana.caipNetworkId },
    })
  })

  it('treats another namespace with a connected address like a network switch', async () => {
    const { core } = createCoreWithWallets()
    await connect(core, { connectorId: 'phantom', namespace: 'solana' })
    await connect(core, { connectorId: 'io.metamask', namespace: 'eip155' })
    expect(
      await requestNetworkSwitch(core, { caipNetwork: solana, ignoreSwitchConfirmation: true }),
    ).toBe('switched')
    expect(core.state.chains.activeChain).toBe('solana')
  })
})
