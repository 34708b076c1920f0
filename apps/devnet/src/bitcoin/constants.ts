import { BITCOIN_REGTEST_CAIP_NETWORK_ID } from '@openappkit/common'

// Kept free of bitcoinjs-lib imports: start-devnet reads these before the chain module loads.

/** CAIP-2 id of regtest: `bip122:` + the first 16 bytes of its genesis hash (network catalogue). */
export const BITCOIN_DEVNET_CAIP_NETWORK_ID = BITCOIN_REGTEST_CAIP_NETWORK_ID

/** The name the manifest gives the chain. */
export const BITCOIN_DEVNET_NAME = 'Bitcoin Regtest'

/** Bitcoin Core's regtest genesis block: height 0 has this hash and time, like a real regtest. */
export const REGTEST_GENESIS_HASH =
  '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'
export const REGTEST_GENESIS_TIME = 1_296_688_602

/** Header fields of the blocks the devnet mines (regtest's easiest target; no work is done). */
export const BLOCK_VERSION = 0x2000_0000
export const REGTEST_BITS = 0x207f_ffff

/** Satoshis in one bitcoin. */
export const SATS_PER_BTC = 100_000_000n

/** No amount may exceed the 21 million BTC supply (Core's MAX_MONEY). */
export const MAX_MONEY_SATS = 21_000_000n * SATS_PER_BTC

/** Block subsidy at height 1, halved every 150 blocks on regtest. */
export const INITIAL_SUBSIDY_SATS = 50n * SATS_PER_BTC
export const REGTEST_HALVING_INTERVAL = 150

/** A coinbase output is spendable once it has this many confirmations. */
export const COINBASE_MATURITY = 100

/** Outputs below this many sats are refused, except OP_RETURN (the devnet contract's figure). */
export const DUST_LIMIT_SATS = 546n

/** Lowest fee rate accepted into the mempool, in sat/vB. */
export const MIN_RELAY_FEE_RATE = 1

/** Largest transaction weight the mempool accepts (Core's MAX_STANDARD_TX_WEIGHT). */
export const MAX_STANDARD_TX_WEIGHT = 400_000

/** Most blocks one `POST /regtest/mine` may ask for. */
export const MAX_BLOCKS_PER_MINE = 1000

/**
 * Fee estimates in sat/vB by confirmation target, keyed like Esplora's `/fee-estimates`. Every
 * block is mined at once, so these only need to be plausible and never below the relay minimum.
 */
export const FEE_ESTIMATES: Readonly<Record<string, number>> = Object.fromEntries(
  [...Array.from({ length: 25 }, (_, index) => index + 1), 144, 504, 1008].map((target) => [
    String(target),
    target <= 2 ? 2 : target <= 5 ? 1.5 : 1,
  ]),
)

/** How many funded Bitcoin test accounts the devnet creates (the contract asks for at least 6). */
export const BITCOIN_TEST_ACCOUNT_COUNT = 10

/** Each payment address starts with this many confirmed UTXOs of {@link PAYMENT_UTXO_SATS}. */
export const PAYMENT_UTXO_COUNT = 5
export const PAYMENT_UTXO_SATS = SATS_PER_BTC

/** Each ordinal (taproot) address starts with one UTXO of 0.0001 BTC. */
export const ORDINAL_UTXO_SATS = 10_000n
