import { describe, expect, it } from 'vitest'
import { setConnectors } from '../../state/connector/set-connectors.ts'
import type { Connector } from '../../state/connector/types.ts'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { mainnet, solana } from '../../test-utils/networks.ts'
import { getConnectingConnector, getConnectTarget } from './get-connect-target.ts'

const injected: Connector = {
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  chain: 'eip155',
  chains: [mainnet],
}
const walletConnect: Connector = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
  chains: [mainnet],
}
const multiChain: Connector = {
  id: 'phantom',
  type: 'MULTI_CHAIN',
  name: 'Phantom',
  chain: 'eip155',
  chains: [mainnet, solana],
  connectors: [
    { id: 'phantom-evm', type: 'ANNOUNCED', name: 'Phantom', chain: 'eip155', chains: [mainnet] },
    { id: 'phantom-sol', type: 'ANNOUNCED', name: 'Phantom', chain: 'solana', chains: [solana] },
  ],
}

describe('getConnectTarget', () => {
  it('connects a wallet through itself, a multi-chain one through its active-chain part', () => {
    const { core } = createTestCore()
    expect(getConnectTarget(core, injected)).toEqual({
      connectorId: 'io.metamask',
      namespace: 'eip155',
    })
    expect(getConnectTarget(core, multiChain)).toEqual({
      connectorId: 'phantom-evm',
      namespace: 'eip155',
    })
    core.state.chains.activeChain = 'solana'
    expect(getConnectTarget(core, multiChain)).toEqual({
      connectorId: 'phantom-sol',
      namespace: 'solana',
    })
  })
})

describe('getConnectingConnector', () => {
  it('is the picked connector of ConnectingExternal', () => {
    const { core } = createTestCore()
    const data = { connector: injected }
    expect(getConnectingConnector(core, { view: 'ConnectingExternal', data })).toBe(injected)
    expect(getConnectingConnector(core, { view: 'ConnectingExternal' })).toBeUndefined()
    expect(getConnectingConnector(core, { view: 'Connect', data })).toBeUndefined()
  })

  it("is the site's WalletConnect connector for the WalletConnect views", () => {
    const { core } = createTestCore()
    expect(getConnectingConnector(core, { view: 'ConnectingWalletConnectBasic' })).toBeUndefined()
    setConnectors(core, { connectors: [injected, walletConnect] })
    expect(getConnectingConnector(core, { view: 'ConnectingWalletConnectBasic' })?.id).toBe(
      'walletConnect',
    )
    expect(
      getConnectingConnector(core, {
        view: 'ConnectingWalletConnect',
        data: { wallet: { id: 'alpha', name: 'Alpha' }, connector: injected },
      })?.id,
    ).toBe('walletConnect')
  })
})
