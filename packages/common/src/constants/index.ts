/**
 * Every number and fixed value of docs/project/behaviour.md §9 (and the few of §1, §3, §4 that code
 * needs), named.
 */

const SECOND = 1_000
const MINUTE = 60 * SECOND

// Timing
export const EMAIL_LOGIN_COOLDOWN_MS = 30 * SECOND
export const PORTFOLIO_CACHE_TTL_MS = 30 * SECOND
export const NATIVE_BALANCE_CACHE_TTL_MS = 30 * SECOND
export const ENS_CACHE_TTL_MS = 5 * MINUTE
export const IDENTITY_CACHE_TTL_MS = 5 * MINUTE
export const BALANCE_RETRY_BLOCK_MS = 30 * SECOND
export const TOAST_SWAP_DELAY_MS = 150
export const SOCIAL_POPUP_CLOSED_CHECK_MS = 1 * SECOND
export const EMAIL_CHANGE_POLL_MS = 1 * SECOND

// Sizes and counts
export const RECENT_WALLETS_LIMIT = 2
export const SOCIAL_POPUP_WIDTH = 600
export const SOCIAL_POPUP_HEIGHT = 800
export const EMAIL_DISPLAY_MAX_LENGTH = 30
export const NAME_MIN_LENGTH = 4
export const BYTE_READ_RECURSION_LIMIT = 8192
export const ADDRESS_VALIDITY_CACHE_SIZE = 8192

// Query retry: 3 retries, backoff min(1000·2^n, 30000) ms
export const QUERY_RETRY_COUNT = 3
export const QUERY_RETRY_BASE_DELAY_MS = 1_000
export const QUERY_RETRY_MAX_DELAY_MS = 30_000

/** Delay before retry number `attempt` (0-based): min(1000·2^n, 30000) ms. */
export function queryRetryDelayMs(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS)
}

// Logging and telemetry
export const LOG_BUFFER_BYTES = 1_024_000
export const DEFAULT_LOG_LEVEL = 'error'
export const ERROR_REPORTS_PER_MINUTE = 5
export const ERROR_REPORT_WINDOW_MS = 1 * MINUTE
export const SDK_VERSION = 4

// Storage
export const STORAGE_KEY_PREFIX = '@appkit-wallet/'

// Embedded wallet frame
export const WALLET_FRAME_LOAD_TIMEOUT_MS = 20 * SECOND
export const WALLET_FRAME_REQUEST_TIMEOUT_MS = 120 * SECOND
export const WALLET_FRAME_SIGN_OUT_WAIT_MS = 3 * SECOND
export const WALLET_FRAME_INIT_DELAY_MS = 500

// Swaps
export const DEFAULT_SLIPPAGE_TOLERANCE = 1
/** Price impact (percent) from which a quote and its review warn and the swap says so. */
export const SWAP_PRICE_IMPACT_WARNING_PERCENT = 5
/** Price impact (percent) from which a swap needs a second, explicit confirmation. */
export const SWAP_PRICE_IMPACT_CONFIRM_PERCENT = 15
export const SWAP_SUPPORTED_CHAIN_IDS = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
] as const

// On-ramp (USD and EUR share these limits)
export const ONRAMP_DEFAULT_PAYMENT_CURRENCY = 'USD'
export const ONRAMP_PAYMENT_METHOD_LIMITS = {
  card: { min: '10.00', max: '7500.00' },
  ach_bank_account: { min: '10.00', max: '25000.00' },
} as const
export const ONRAMP_PROVIDER_FEE_RANGE_PERCENT = { min: 1, max: 2 } as const

// Multicall batching of eth_call (docs/project/behaviour.md §7)
export const MULTICALL_BATCH_SIZE = 1024
export const MULTICALL_WAIT_MS = 0

// Validation limits
export const MAX_UINT256 = 2n ** 256n - 1n
export const MAX_NAME_COIN_TYPE_CHAIN_ID = 2 ** 31 - 1

// Feature defaults and orderings of docs/project/behaviour.md §1
export const DEFAULT_FEATURES = {
  /** The Account view's Receive entry (the address and its QR code). */
  receive: true,
  /** The Account view's Send entry (native and token transfers). */
  send: true,
  /** Report the modal's events to the api's `/e` (only when an `api` is configured). */
  analytics: true,
  /** The "All wallets" entry of the Connect view: the searchable wallet catalogue. */
  allWallets: true,
  /**
   * The visitor ticks that they agree to `termsConditionsUrl` / `privacyPolicyUrl` before any
   * wallet is offered.
   */
  legalCheckbox: false,
  /** The incumbent's smart sessions (ERC-7715 permissions): not built here, stays off. */
  smartSessions: false,
  /**
   * With e-mail or social login on, the wallets wait behind one "Continue with a wallet" button.
   */
  collapseWallets: false,
  /** The incumbent's pay feature: not built here, stays off. */
  pay: false,
} as const
export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
export const CONNECTOR_TYPE_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export const DEFAULT_SOCIALS = [
  'google',
  'x',
  'farcaster',
  'discord',
  'apple',
  'github',
  'facebook',
] as const
export const ADAPTER_TYPES = [
  'universal',
  'solana',
  'wagmi',
  'ethers',
  'ethers5',
  'bitcoin',
] as const

// Tracked events of docs/project/behaviour.md §7
export const TRACKED_EVENTS = [
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'SWITCH_NETWORK',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
  'ERROR_FETCH_TRANSACTIONS',
] as const
export type TrackedEvent = (typeof TRACKED_EVENTS)[number]

/** Id of the WalletConnect connector every EVM adapter offers once WalletConnect is set up. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/**
 * The WalletConnect network's relay, as the official clients (`@walletconnect/core`) name it by
 * default: phone wallets in the wild pair through it, whatever relay the dapp uses.
 */
export const WALLETCONNECT_NETWORK_RELAY_URL = 'wss://relay.walletconnect.org'
