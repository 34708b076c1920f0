import { z } from 'zod'
import { badRequest } from '../errors/index.ts'
import type { App } from '../http/app-env.ts'
import { caipAddressSchema, commonQuerySchema } from '../http/schemas.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import type { ApiContext } from '../server/api-context.ts'
import { getEvmTokenMetadata, normalizeAddress } from '../tokens/index.ts'
import { NATIVE_PRICE_KEY } from './price-table.ts'

/** Addresses that stand for a chain's native currency in price requests. */
const NATIVE_ALIASES = new Set([
  '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  'So11111111111111111111111111111111111111111',
  'So11111111111111111111111111111111111111112',
])

const priceBodySchema = z.object({
  currency: z.string().max(8).regex(/^usd$/i, 'only usd is supported'),
  addresses: z.array(caipAddressSchema).min(1).max(100),
  projectId: z.string().max(128).optional(),
})

/** A priced fungible of POST /v1/fungible/price. */
export type FungiblePrice = {
  name: string
  symbol: string
  iconUrl: string
  price: number
  address: string
}

/** POST /v1/fungible/price: USD prices of tokens by CAIP-10 id, from the price table. */
export function registerPriceRoutes(app: App, context: ApiContext): void {
  app.post('/v1/fungible/price', async (c) => {
    parseInput(commonQuerySchema, c.req.query(), 'query')
    const body = parseInput(priceBodySchema, await readJsonBody(c), 'body')
    const fungibles: FungiblePrice[] = []
    for (const { caipNetworkId, address } of body.addresses) {
      const chain = context.chains.find(caipNetworkId)
      if (!chain) throw badRequest(`Unsupported chain: ${caipNetworkId}`)
      const id = `${caipNetworkId}:${address}`
      const canonical = chain.caipNetworkId
      if (
        NATIVE_ALIASES.has(address) ||
        (chain.namespace === 'eip155' && NATIVE_ALIASES.has(address.toLowerCase()))
      ) {
        const { name, symbol } = chain.nativeCurrency
        fungibles.push({
          name,
          symbol,
          iconUrl: '',
          price: context.prices.usd(canonical, NATIVE_PRICE_KEY),
          address: id,
        })
        continue
      }
      const normalized = normalizeAddress(canonical, address)
      let token = context.tokens.find(canonical, normalized)
      const evm = context.chains.evm(canonical)
      if (!token && evm && /^0x[0-9a-f]{40}$/.test(normalized)) {
        const metadata = await getEvmTokenMetadata({
          db: context.db,
          chain: evm,
          tokens: context.tokens,
          addresses: [normalized],
        })
        token = metadata.get(normalized)
      }
      if (!token) continue
      fungibles.push({
        name: token.name,
        symbol: token.symbol,
        iconUrl: token.iconUrl,
        price: context.prices.usd(canonical, normalized),
        address: id,
      })
    }
    return c.json({ fungibles })
  })
}
