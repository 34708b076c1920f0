import { DEVNET_SOLANA_CAIP_NETWORK_ID, DEVNET_SOLANA_GENESIS_HASH } from '@openappkit/common'

/** The local cluster's fixed genesis hash (defined once, in the network catalogue). */
export const SOLANA_DEVNET_GENESIS_HASH = DEVNET_SOLANA_GENESIS_HASH

/** CAIP-2 id of the local cluster: `solana:` + the first 32 characters of the genesis hash. */
export const SOLANA_DEVNET_CAIP_NETWORK_ID = DEVNET_SOLANA_CAIP_NETWORK_ID

/** What LiteSVM charges per signature (its default fee structure). */
export const LAMPORTS_PER_SIGNATURE = 5000n

/** A blockhash stays usable for this many blocks after it was handed out (as on mainnet). */
export const BLOCKHASH_VALIDITY_BLOCKS = 150n

export const SLOTS_PER_EPOCH = 432_000n

/** The version `getVersion` reports (LiteSVM 1.5 runs the Agave 3.0 runtime). */
export const SOLANA_CORE_VERSION = '3.0.0'

export const SYSTEM_PROGRAM_ADDRESS = '11111111111111111111111111111111'
export const TOKEN_PROGRAM_ADDRESS = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const MEMO_PROGRAM_ADDRESS = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'

/** Lamports in one SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n

/** Largest airdrop one request may ask for, like the public faucets' cap (in lamports). */
export const MAX_AIRDROP_LAMPORTS = 1_000_000n * LAMPORTS_PER_SOL

/** The USD-coin-like SPL mint. */
export const SOLANA_USDC = { symbol: 'USDC', name: 'USD Coin (Devnet)', decimals: 6 } as const
