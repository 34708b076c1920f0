import { devnetEvm, devnetEvm2, solana } from '@openappkit/common'
import { type ChainAdapter, createLogger, createMemoryStorage } from '@openappkit/controllers'
import { createMemoryAdapter, createMemoryWallet } from '@openappkit/controllers/test-kit'
import { createAppKit } from '../instance/create-app-kit.ts'
import type { CreateAppKitOptions } from '../options/types.ts'

export const ADDRESS = '0x1111111111111111111111111111111111111111'
export const OTHER_ADDRESS = '0x2222222222222222222222222222222222222222'
export const networks = [devnetEvm, devnetEvm2] as const

/** `adapter` whose connector carries `provider`, as a wallet's EIP-1193 object. */
function withProvider(adapter: ChainAdapter, provider: object): ChainAdapter {
  const wrapped: ChainAdapter = Object.create(adapter)
  Object.assign(wrapped, {
    getConnectors: () => adapter.getConnectors().map((item) => ({ ...item, provider })),
    // The memory adapter's discovery would announce its connector again, without provider.
    syncConnectors: async () => {},
  })
  return wrapped
}

/**
 * An instance over the in-memory adapter and wallet, with quiet, per-test services; with
 * `provider`, the wallet's connector exposes it.
 */
export function createMemoryAppKit(
  options: Partial<CreateAppKitOptions> = {},
  { provider }: { provider?: object | undefined } = {},
) {
  const wallet = createMemoryWallet({
    addresses: [ADDRESS, OTHER_ADDRESS],
    networks: [devnetEvm, devnetEvm2],
    connectorId: 'memory',
    connectorType: 'ANNOUNCED',
    name: 'Memory Wallet',
    balances: { [ADDRESS]: 1_500_000_000_000_000_000n },
  })
  const memoryAdapter = createMemoryAdapter({ wallet })
  const adapter = provider ? withProvider(memoryAdapter, provider) : memoryAdapter
  const appKit = createAppKit(
    { networks: [...networks], adapters: [adapter], ...options },
    { storage: createMemoryStorage(), logger: createLogger({ level: 'silent' }) },
  )
  return { appKit, wallet, adapter }
}

export { solana }

/** Lets pending valtio notifications and promise chains run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
