import { STORAGE_KEY_PREFIX } from '@openappkit/common/constants'

/**
 * Every key the toolkit writes, all under the docs/project/behaviour.md §9 prefix
 * `@appkit-wallet/`.
 */
export const STORAGE_KEYS = {
  recentWallets: `${STORAGE_KEY_PREFIX}RECENT_WALLETS`,
  connectedConnectorIds: `${STORAGE_KEY_PREFIX}CONNECTED_CONNECTOR_IDS`,
  recentConnections: `${STORAGE_KEY_PREFIX}RECENT_CONNECTIONS`,
  activeCaipNetworkId: `${STORAGE_KEY_PREFIX}ACTIVE_CAIP_NETWORK_ID`,
  preferredAccountTypes: `${STORAGE_KEY_PREFIX}PREFERRED_ACCOUNT_TYPES`,
  portfolioCache: `${STORAGE_KEY_PREFIX}PORTFOLIO_CACHE`,
  nativeBalanceCache: `${STORAGE_KEY_PREFIX}NATIVE_BALANCE_CACHE`,
  ensCache: `${STORAGE_KEY_PREFIX}ENS_CACHE`,
  identityCache: `${STORAGE_KEY_PREFIX}IDENTITY_CACHE`,
  lastEmailLoginTime: `${STORAGE_KEY_PREFIX}LAST_EMAIL_LOGIN_TIME`,
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
