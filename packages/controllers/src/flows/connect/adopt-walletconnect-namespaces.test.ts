import { describe, expect, it } from 'vitest'
import { createMemoryAdapter } from '../../test-kit/create-memory-adapter.ts'
import { createMemoryWallet } from '../../test-kit/memory-wallet.ts'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { mainnet, solana } from '../../test-utils/networks.ts'
import { connect } from './connect.ts'

const EVM_ADDRESS = '0x1111111111111111111111111111111111111111'

// One phone wallet over one WalletConnect session, seen through each namespace's adapter.
function setup({ solanaApproved }: { solanaApproved: boolean }) {
  const evmSide = createMemoryWallet({
    addresses: [EVM_ADDRESS],
    networks: [mainnet],
    connectorId: 'walletConnect',
    connectorType: 'WALLET_CONNECT',
    name: 'WalletConnect',
  })
  const solanaSide = createMemoryWallet({
    addresses: ['SoLPhone1'],
    networks: [solana],
    connectorId: 'walletConnect',
    connectorType: 'WALLET_CONNECT',
    name: 'WalletConnect',
  })
  const evmAdapter = createMemoryAdapter({ wallet: evmSide, adapterType: 'universal' })
  // The session the EVM side pairs also carries the Solana account when the wallet approved it.
  const pair = evmAdapter.connect.bind(evmAdapter)
  evmAdapter.connect = async (parameters) => {
    const result = await pair(parameters)
    if (solanaApproved) solanaSide.authorized = true
    return result
  }
  const { core } = createTestCore({
    networks: [mainnet, solana],
    adapters: [evmAdapter, createMemoryAdapter({ wallet: solanaSide, adapterType: 'universal' })],
  })
  return { core }
}

describe('connecting through WalletConnect', () => {
  it('connects every namespace the wallet approved in the session, without another prompt', async () => {
    const { core } = setup({ solanaApproved: true })
    await connect(core, { connectorId: 'walletConnect' })
    expect(core.state.chains.chains.eip155?.accountState.caipAddress).toBe(
      `eip155:1:${EVM_ADDRESS}`,
    )
    expect(core.state.chains.chains.solana?.accountState).toMatchObject({
      status: 'connected',
      caipAddress: `${solana.caipNetworkId}:SoLPhone1`,
    })
    expect(core.state.connectors.activeConnectorIds.solana).toBe('walletConnect')
    expect(core.state.chains.activeChain).toBe('eip155')
  })

  it('leaves a namespace the wallet did not approve disconnected', async () => {
    const { core } = setup({ solanaApproved: false })
    await connect(core, { connectorId: 'walletConnect' })
    expect(core.state.chains.chains.eip155?.accountState.status).toBe('connected')
    expect(core.state.chains.chains.solana?.accountState.caipAddress).toBeUndefined()
  })
})
