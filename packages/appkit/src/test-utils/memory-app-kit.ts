import { devnetEvm, devnetEvm2, solana } from '@openappkit/common/networks'
import { createLogger, createMemoryStorage } from '@openappkit/controllers'
import { createMemoryAdapter, createMemoryWallet } from '@openappkit/controllers/test-kit'
import { createAppKit } from '../instance/create-app-kit.ts'
import type { CreateAppKitOptions } from '../options/types.ts'

export const ADDRESS = '0x1111111111111111111111111111111111111111'
export const OTHER_ADDRESS = '0x2222222222222222222222222222222222222222'
export const networks = [devnetEvm, devnetEvm2] as const

/**
 * An instance over the in-memory adapter and wallet (its own provider once connected), with
 * quiet, per-test services.
 */
export function createMemoryAppKit(options: Partial<CreateAppKitOptions> = {}) {
  const wallet = createMemoryWallet({
    addresses: [ADDRESS, OTHER_ADDRESS],
    networks: [devnetEvm, devnetEvm2],
    connectorId: 'memory',
    connectorType: 'ANNOUNCED',
    name: 'Memory Wallet',
    balances: { [ADDRESS]: 1_500_000_000_000_000_000n },
  })
  const adapter = createMemoryAdapter({ wallet })
  const appKit = createAppKit(
    { networks: [...networks], adapters: [adapter], ...options },
    { storage: createMemoryStorage(), logger: createLogger({ level: 'silent' }) },
  )
  return { appKit, wallet, adapter }
}

export { solana }

/** Lets pending valtio notifications and promise chains run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
