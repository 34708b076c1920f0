import { describe, expect, it } from 'vitest'
import { createMemoryAdapter } from '../../test-kit/create-memory-adapter.ts'
import { createMemoryWallet } from '../../test-kit/memory-wallet.ts'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { mainnet, solana } from '../../test-utils/networks.ts'
import { connect } from './connect.ts'

const EVM_ADDRESS = '0x1111111111111111111111111111111111111111'

const SHARED = [
  { connectorId: 'walletConnect', connectorType: 'WALLET_CONNECT', name: 'WalletConnect' },
  { connectorId: 'ID_AUTH', connectorType: 'AUTH', name: 'Embedded wallet' },
] as const
type Shared = (typeof SHARED)[number]

// One wallet behind a connector every adapter shares (a WalletConnect session, the embedded
// wallet), seen through each namespace's adapter.
function setup({ solanaApproved, shared }: { solanaApproved: boolean; shared: Shared }) {
  const evmSide = createMemoryWallet({
    addresses: [EVM_ADDRESS],
    networks: [mainnet],
    ...shared,
  })
  const solanaSide = createMemoryWallet({
    addresses: ['SoLPhone1'],
    networks: [solana],
    ...shared,
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

describe.each(SHARED)('connecting through $name', (shared) => {
  it('connects every namespace the wallet approved in the session, without another prompt', async () => {
    const { core } = setup({ solanaApproved: true, shared })
    await connect(core, { connectorId: shared.connectorId })
    expect(core.state.chains.chains.eip155?.accountState.caipAddress).toBe(
      `eip155:1:${EVM_ADDRESS}`,
    )
    expect(core.state.chains.chains.solana?.accountState).toMatchObject({
      status: 'connected',
      caipAddress: `${solana.caipNetworkId}:SoLPhone1`,
    })
    expect(core.state.connectors.activeConnectorIds.solana).toBe(shared.connectorId)
    expect(core.state.chains.activeChain).toBe('eip155')
  })

  it('leaves a namespace the wallet did not approve disconnected', async () => {
    const { core } = setup({ solanaApproved: false, shared })
    await connect(core, { connectorId: shared.connectorId })
    expect(core.state.chains.chains.eip155?.accountState.status).toBe('connected')
    expect(core.state.chains.chains.solana?.accountState.caipAddress).toBeUndefined()
  })
})
