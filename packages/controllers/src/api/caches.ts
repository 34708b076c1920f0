import {
  ENS_CACHE_TTL_MS,
  IDENTITY_CACHE_TTL_MS,
  NATIVE_BALANCE_CACHE_TTL_MS,
  PORTFOLIO_CACHE_TTL_MS,
} from '@openappkit/common/constants'
import { z } from 'zod'
import { STORAGE_KEYS } from '../platform/storage/keys.ts'
import { defineTtlCache } from '../platform/storage/ttl-cache.ts'
import { identitySchema } from './schemas/identity.ts'
import { nameProfileSchema } from './schemas/name-profile.ts'
import { tokenBalanceSchema } from './schemas/token-balance.ts'

const timestamp = z.number()

/** Token balances of one account, keyed by CAIP-10 address; 30 s (docs/project/behaviour.md §9). */
export const portfolioCache = defineTtlCache({
  key: STORAGE_KEYS.portfolioCache,
  ttlMs: PORTFOLIO_CACHE_TTL_MS,
  entrySchema: z.object({
    caipAddress: z.string(),
    balance: z.array(tokenBalanceSchema),
    timestamp,
  }),
})

/** Native balance of one account, keyed by CAIP-10 address; 30 s (docs/project/behaviour.md §9). */
export const nativeBalanceCache = defineTtlCache({
  key: STORAGE_KEYS.nativeBalanceCache,
  ttlMs: NATIVE_BALANCE_CACHE_TTL_MS,
  entrySchema: z.object({
    caipAddress: z.string(),
    balance: z.string(),
    symbol: z.string(),
    timestamp,
  }),
})

/** Names registered to an address, keyed by address; 5 min (docs/project/behaviour.md §9). */
export const ensCache = defineTtlCache({
  key: STORAGE_KEYS.ensCache,
  ttlMs: ENS_CACHE_TTL_MS,
  entrySchema: z.object({ address: z.string(), ens: z.array(nameProfileSchema), timestamp }),
})

/**
 * Identity (name, avatar) of an address, keyed by address; 5 min (docs/project/behaviour.md §9).
 */
export const identityCache = defineTtlCache({
  key: STORAGE_KEYS.identityCache,
  ttlMs: IDENTITY_CACHE_TTL_MS,
  entrySchema: z.object({ address: z.string(), identity: identitySchema, timestamp }),
})

export type PortfolioCacheEntry = z.output<typeof portfolioCache.entrySchema>
export type NativeBalanceCacheEntry = z.output<typeof nativeBalanceCache.entrySchema>
export type EnsCacheEntry = z.output<typeof ensCache.entrySchema>
export type IdentityCacheEntry = z.output<typeof identityCache.entrySchema>
