import type { ChainAdapter } from '../adapter/types.ts'
import { createAppKitCore } from '../core/create-app-kit-core.ts'
import { createLogger } from '../platform/services/logger.ts'
import { createMemoryStorage } from '../platform/services/memory-storage.ts'
import type { FetchLike, KeyValueStorage } from '../platform/services/types.ts'
import type { AppKitOptions } from '../state/options/types.ts'
import { createFakeFetch } from './fake-fetch.ts'
import { createManualClock } from './manual-clock.ts'
import { bitcoin, mainnet, polygon, solana } from './networks.ts'

export type TestCoreParameters = Partial<AppKitOptions> & {
  adapters?: ChainAdapter[]
  storage?: KeyValueStorage
  fetch?: FetchLike
}

/** An instance on mainnet, polygon, solana and bitcoin with memory storage and a manual clock. */
export function createTestCore(parameters: TestCoreParameters = {}) {
  const { storage, fetch, ...options } = parameters
  const clock = createManualClock()
  const core = createAppKitCore(
    { networks: [mainnet, polygon, solana, bitcoin], ...options },
    {
      storage: storage ?? createMemoryStorage(),
      fetch: fetch ?? createFakeFetch(() => ({ status: 404 })),
      clock,
      window: undefined,
      timeZone: 'UTC',
      logger: createLogger({ level: 'silent' }),
    },
  )
  return { core, clock }
}
