import { type CaipNetwork, mainnet, polygon, solana } from '@openappkit/common/networks'
import {
  type AppKitCore,
  type ChainAdapter,
  createAppKitCore,
  createLogger,
  createMemoryStorage,
  type FetchLike,
  initialize,
} from '@openappkit/controllers'
import type { AppKitOptions } from '@openappkit/controllers/internal'
import {
  createMemoryAdapter,
  createMemoryWallet,
  type MemoryWallet,
} from '@openappkit/controllers/test-kit'

export const ADDRESS = '0x5290840000952788660e0f7030069857d2e4169e'
export const SECOND_ADDRESS = '0x8617e340b3d01fa5f11f306f4090fd50e238070d'

export type TestCoreParameters = Partial<Omit<AppKitOptions, 'networks'>> & {
  networks?: readonly [CaipNetwork, ...CaipNetwork[]] | undefined
  /** The memory wallet's connector name. */
  walletName?: string | undefined
  /** Wrap the memory adapter (to hold or fail its calls). */
  wrapAdapter?: ((adapter: ChainAdapter) => ChainAdapter) | undefined
  /** The fetch service (a fake Blockchain API); pair it with `apiUrl`. */
  fetch?: FetchLike | undefined
}

export type TestCore = { core: AppKitCore; wallet: MemoryWallet; adapter: ChainAdapter }

/**
 * A real core over the controllers' in-memory wallet and adapter (Ethereum and Polygon), with
 * memory storage and a silent logger; connectors are discovered as `initialize` does.
 */
export async function createTestCore(parameters: TestCoreParameters = {}): Promise<TestCore> {
  const {
    networks = [mainnet, polygon],
    walletName = 'Memory Wallet',
    wrapAdapter,
    fetch,
    ...options
  } = parameters
  const evmNetworks = networks.filter((network) => network.chainNamespace === 'eip155')
  const wallet = createMemoryWallet({
    addresses: [ADDRESS, SECOND_ADDRESS],
    networks: evmNetworks.length > 0 ? (evmNetworks as [CaipNetwork, ...CaipNetwork[]]) : [mainnet],
    name: walletName,
    balances: { [ADDRESS]: 1_234_500_000_000_000_000n },
  })
  const memoryAdapter = createMemoryAdapter({ wallet })
  const adapter = wrapAdapter ? wrapAdapter(memoryAdapter) : memoryAdapter
  const core = createAppKitCore(
    { networks, adapters: [adapter], ...options },
    {
      storage: createMemoryStorage(),
      window: undefined,
      logger: createLogger({ level: 'silent' }),
      // Unit tests never reach the network: without a fake API every request fails at once.
      fetch: fetch ?? (() => Promise.reject(new TypeError('No network in unit tests'))),
    },
  )
  await initialize(core)
  return { core, wallet, adapter }
}

export { mainnet, polygon, solana }
