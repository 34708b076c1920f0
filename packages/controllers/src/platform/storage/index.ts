export { STORAGE_KEYS, type StorageKey } from './keys.ts'
export {
  prependRecentWallet,
  type RecentWallet,
  readRecentWallets,
  recentWalletSchema,
  writeRecentWallets,
} from './recent-wallets.ts'
export {
  readStoredJson,
  removeStoredValue,
  type StoredJsonContext,
  updateStoredJson,
  writeStoredJson,
} from './stored-json.ts'
export {
  clearCache,
  defineTtlCache,
  getCacheEntry,
  removeCacheEntry,
  setCacheEntry,
  type TtlCacheContext,
  type TtlCacheDefinition,
  type TtlCacheEntrySchema,
} from './ttl-cache.ts'
