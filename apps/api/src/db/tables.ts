// Amounts and token ids are decimal strings (uint256 does not fit any SQL integer); block
// numbers, slots and millisecond timestamps fit a 64-bit integer and are read back as numbers.

/** Where each chain's indexer resumes. */
export type IndexerStateTable = { chain_id: string; next_block: number; updated_at: number }

/** Which process indexes a chain, until when (milliseconds since the epoch). */
export type IndexerLeasesTable = { chain_id: string; holder: string; expires_at: number }

/** Hashes of recently indexed blocks, to notice reorganisations. */
export type IndexerBlocksTable = { chain_id: string; block_number: number; block_hash: string }

/** One indexed transaction (EVM) or signature (Solana). */
export type ChainTransactionsTable = {
  chain_id: string
  tx_hash: string
  block_number: number
  tx_index: number
  /** Seconds since the epoch. */
  mined_at: number
  from_address: string
  to_address: string | null
  value: string
  status: 'confirmed' | 'failed'
  nonce: number | null
}

/** A native, ERC-20, ERC-721 or SPL transfer inside a transaction; `log_index` -1 for native. */
export type TransfersTable = {
  chain_id: string
  tx_hash: string
  log_index: number
  block_number: number
  kind: 'native' | 'erc20' | 'erc721' | 'spl'
  /** Lower-case contract or mint; '' for the native currency. */
  token_address: string
  from_address: string
  to_address: string
  amount: string
  token_id: string | null
}

/** Which transactions touch which account (the history index). */
export type AccountTransactionsTable = {
  account: string
  chain_id: string
  tx_hash: string
  block_number: number
  tx_index: number
  /** Seconds since the epoch (history is ordered by it across chains). */
  mined_at: number
}

/** Metadata of tokens seen on chain (decimals 0 kept: balances filter them). */
export type TokensTable = {
  chain_id: string
  address: string
  kind: 'erc20' | 'erc721' | 'spl'
  name: string
  symbol: string
  decimals: number
}

/** Solana accounts whose signatures the indexer follows. */
export type WatchedAccountsTable = {
  chain_id: string
  account: string
  last_signature: string | null
  created_at: number
}

/** A registered name (full, lower-case, with its zone). */
export type NamesTable = {
  name: string
  owner_address: string
  attributes: string
  registered_at: number
  updated_at: number
}

export type NameAddressesTable = {
  name: string
  coin_type: number
  address: string
  created_at: number
}

/** Hashes of signatures already accepted, so a signed request works once. */
export type UsedSignaturesTable = { signature_hash: string; used_at: number }

/** A permission context of an account (smart session). */
export type SessionsTable = {
  pci: string
  account: string
  permissions: string
  expiry: number
  created_at: number
  revoked_at: number | null
}

export type AnalyticsEventsTable = {
  event_id: string
  project_id: string | null
  sdk_type: string | null
  sdk_version: string | null
  url: string
  domain: string
  event_timestamp: number
  received_at: number
  type: string
  event: string
  properties: string | null
  error_type: string | null
  error_message: string | null
  stack_trace: string | null
}

/** A sandbox checkout created by POST /v1/generators/onrampurl. */
export type OnRampSessionsTable = {
  id: string
  partner_user_id: string
  destination_wallets: string
  default_network: string | null
  preset_crypto_amount: string | null
  preset_fiat_amount: string | null
  status: 'pending' | 'processing' | 'completed' | 'failed'
  created_at: number
  expires_at: number
  completed_at: number | null
  payment_currency: string | null
  payment_method: string | null
  payment_amount: string | null
  purchase_currency: string | null
  purchase_network: string | null
  purchase_amount: string | null
  recipient: string | null
  tx_hash: string | null
  failure_reason: string | null
  /** The signed EVM delivery, stored with the claim before it is sent (migration 009). */
  delivery_tx: string | null
}

/** A one-time code sent by email: only its salted hash is kept. */
export type EmailCodesTable = {
  /** Lower-cased. */
  email: string
  purpose: 'login' | 'update-primary' | 'update-secondary'
  code_hash: string
  salt: string
  /** Milliseconds since the epoch. */
  sent_at: number
  expires_at: number
  attempts: number
}

/** A signed-in embedded-wallet session: only the token's hash is kept. */
export type EmbeddedSessionsTable = {
  token_hash: string
  email: string
  created_at: number
  expires_at: number
}

/** The api's half of an embedded wallet's secret (2-of-2): useless without the device's. */
export type EmbeddedKeySharesTable = { email: string; share: string; created_at: number }

/** A browser profile's frame, known per account; approved once its emailed link was opened. */
export type EmbeddedDevicesTable = {
  email: string
  device_id: string
  token_hash: string | null
  token_expires_at: number | null
  link_sent_at: number | null
  approved_at: number | null
}

/** The third share of an account's secret, sealed with the api's recovery key. */
export type EmbeddedRecoverySharesTable = {
  email: string
  sealed_share: string
  created_at: number
}

/** A social login between its start and the provider's redirect (10 minutes at most). */
export type EmbeddedSocialStatesTable = {
  state: string
  provider: string
  code_verifier: string
  nonce: string
  /** The dapp origin the result page posts to. */
  origin: string
  expires_at: number
}

/** A Farcaster sign-in channel: pending until the Farcaster app completes it (10 minutes). */
export type EmbeddedFarcasterChannelsTable = {
  channel_token: string
  poll_secret_hash: string
  nonce: string
  expires_at: number
  fid: string | null
  user_name: string | null
}

/** An operator's project: who may call the api for it and what it may use (issue 21). */
export type ProjectsTable = {
  id: string
  name: string
  /** JSON array of exact origins (`https://dapp.example`). */
  allowed_origins: string
  /** JSON array of feature names; null allows every feature. */
  allowed_features: string | null
  /** Requests per client address per window; null uses the configuration's. */
  rate_limit_max: number | null
  /** JSON array of CAIP-2 smart-account networks; null uses the configuration's (migration 010). */
  smart_account_networks: string | null
  created_at: number
  updated_at: number
}

/** Every table, as Kysely sees them. */
export type Database = {
  indexer_state: IndexerStateTable
  indexer_blocks: IndexerBlocksTable
  indexer_leases: IndexerLeasesTable
  chain_transactions: ChainTransactionsTable
  transfers: TransfersTable
  account_transactions: AccountTransactionsTable
  tokens: TokensTable
  watched_accounts: WatchedAccountsTable
  names: NamesTable
  name_addresses: NameAddressesTable
  used_signatures: UsedSignaturesTable
  sessions: SessionsTable
  analytics_events: AnalyticsEventsTable
  onramp_sessions: OnRampSessionsTable
  email_codes: EmailCodesTable
  embedded_sessions: EmbeddedSessionsTable
  embedded_key_shares: EmbeddedKeySharesTable
  embedded_devices: EmbeddedDevicesTable
  embedded_recovery_shares: EmbeddedRecoverySharesTable
  embedded_social_states: EmbeddedSocialStatesTable
  embedded_farcaster_channels: EmbeddedFarcasterChannelsTable
  projects: ProjectsTable
}
