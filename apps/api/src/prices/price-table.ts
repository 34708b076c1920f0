import type { ApiConfig } from '../config/index.ts'
import { normalizeAddress } from '../tokens/token-list.ts'

/** The key of a chain's native currency in the price table. */
export const NATIVE_PRICE_KEY = 'native'

/** USD prices from the configuration. */
export type PriceTable = {
  /** Price of a token (or `native`) on a chain (canonical id); 0 when not listed. */
  usd(caipNetworkId: string, address: string): number
  has(caipNetworkId: string, address: string): boolean
}

/** Builds the price table; keys are CAIP-10 ids or `{caipNetworkId}:native`. */
export function createPriceTable(
  config: Pick<ApiConfig, 'prices'>,
  canonicalId: (caipNetworkId: string) => string | undefined,
): PriceTable {
  const prices = new Map<string, number>()
  for (const [key, price] of Object.entries(config.prices)) {
    const index = key.lastIndexOf(':')
    const chain = canonicalId(key.slice(0, index))
    if (!chain) continue
    const address = key.slice(index + 1)
    const normalized = address === NATIVE_PRICE_KEY ? address : normalizeAddress(chain, address)
    prices.set(`${chain}:${normalized}`, price)
  }
  const keyOf = (chain: string, address: string) =>
    `${chain}:${address === NATIVE_PRICE_KEY ? address : normalizeAddress(chain, address)}`
  return {
    usd: (chain, address) => prices.get(keyOf(chain, address)) ?? 0,
    has: (chain, address) => prices.has(keyOf(chain, address)),
  }
}
