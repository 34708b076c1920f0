import type { KeyValueStorage } from '../platform/services/types.ts'
import { createMemoryAdapter } from '../test-kit/create-memory-adapter.ts'
import { createMemoryWallet } from '../test-kit/memory-wallet.ts'
import { createTestCore, type TestCoreParameters } from './create-test-core.ts'
import { base, mainnet, polygon, solana } from './networks.ts'

export const EVM_ADDRESS = '0x1111111111111111111111111111111111111111'
export const EVM_ADDRESS_2 = '0x2222222222222222222222222222222222222222'
export const SOLANA_ADDRESS = 'SoLAddress1'

/** An instance with memory adapters: an EVM wallet (mainnet, polygon, base) and a Solana one. */
export function createCoreWithWallets(
  parameters: Omit<TestCoreParameters, 'adapters'> & { storage?: KeyValueStorage } = {},
) {
  const evmWallet = createMemoryWallet({
    addresses: [EVM_ADDRESS, EVM_ADDRESS_2],
    networks: [mainnet, polygon, base],
    connectorId: 'io.metamask',
    connectorType: 'ANNOUNCED',
    name: 'MetaMask',
  })
  const solanaWallet = createMemoryWallet({
    addresses: [SOLANA_ADDRESS],
    networks: [solana],
    connectorId: 'phantom',
    connectorType: 'ANNOUNCED',
    name: 'Phantom',
  })
  const evmAdapter = createMemoryAdapter({ wallet: evmWallet, adapterType: 'wagmi' })
  const solanaAdapter = createMemoryAdapter({ wallet: solanaWallet, adapterType: 'solana' })
  const { core, clock } = createTestCore({
    networks: [mainnet, polygon, solana],
    ...parameters,
    adapters: [evmAdapter, solanaAdapter],
  })
  return { core, clock, evmWallet, solanaWallet, evmAdapter, solanaAdapter }
}
