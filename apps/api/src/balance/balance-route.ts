import { errorCatalogue, isAddress } from '@openappkit/common'
import { z } from 'zod'
import type { ChainConfig } from '../config/index.ts'
import { badRequest } from '../errors/index.ts'
import type { App } from '../http/app-env.ts'
import {
  accountAddressSchema,
  booleanQuerySchema,
  caipNetworkIdSchema,
  commonQuerySchema,
} from '../http/schemas.ts'
import { parseInput } from '../http/validate.ts'
import type { ApiContext } from '../server/api-context.ts'
import { type Coalescer, createCoalescer } from '../server/coalesce-concurrent.ts'
import { normalizeAddress } from '../tokens/index.ts'
import { getEvmBalances } from './get-evm-balances.ts'
import { getSolanaBalances } from './get-solana-balances.ts'
import type { TokenBalance } from './token-balance.ts'

const balanceQuerySchema = commonQuerySchema.extend({
  currency: z.string().max(8).regex(/^usd$/i, 'only usd is supported').optional(),
  chainId: caipNetworkIdSchema.optional(),
  forceUpdate: booleanQuerySchema.optional(),
})

/** Resolves which chains to read: the one asked for, or every chain of the address's family. */
export function chainsForAddress(
  context: ApiContext,
  address: string,
  chainId: string | undefined,
): { chain: ChainConfig; requestedChainId: string }[] {
  const namespace = isAddress(address) ? 'eip155' : 'solana'
  if (chainId === undefined) {
    return context.chains.chains
      .filter((chain) => chain.namespace === namespace)
      .map((chain) => ({ chain, requestedChainId: chain.caipNetworkId }))
  }
  const chain = context.chains.find(chainId)
  if (!chain) throw badRequest(errorCatalogue.UNSUPPORTED_CHAIN)
  if (chain.namespace !== namespace) throw badRequest(`Address does not belong to ${chainId}`)
  return [{ chain, requestedChainId: chainId }]
}

// The cache holds answers under the canonical chain id; an alias gets its own id echoed back.
function relabel(balances: TokenBalance[], from: string, to: string): TokenBalance[] {
  if (from === to) return balances
  return balances.map((balance) => ({
    ...balance,
    chainId: to,
    ...(balance.address ? { address: `${to}${balance.address.slice(from.length)}` } : {}),
  }))
}

async function balancesOf(
  context: ApiContext,
  chain: ChainConfig,
  address: string,
  forceUpdate: boolean,
  coalesce: Coalescer<TokenBalance[]>,
): Promise<TokenBalance[]> {
  const canonical = chain.caipNetworkId
  const account = normalizeAddress(canonical, address)
  if (!forceUpdate) {
    const cached = await context.balanceCache.get(canonical, account)
    if (cached) return cached
  }
  // A forced read and a cache miss share one node read with the requests made meanwhile.
  return coalesce(`${canonical}:${account}`, async () => {
    const evm = context.chains.evm(canonical)
    const solana = context.chains.solana(canonical)
    const balances = evm
      ? await getEvmBalances(context, {
          chain: evm,
          address: address as `0x${string}`,
          requestedChainId: canonical,
        })
      : solana
        ? await getSolanaBalances(context, { chain: solana, address, requestedChainId: canonical })
        : []
    await context.balanceCache.set(canonical, account, balances)
    return balances
  })
}

/** GET /v1/account/{address}/balance: native and token balances valued in USD. */
export function registerBalanceRoutes(app: App, context: ApiContext): void {
  const coalesce = createCoalescer<TokenBalance[]>()
  app.get('/v1/account/:address/balance', async (c) => {
    const address = parseInput(accountAddressSchema, c.req.param('address'), 'address')
    const query = parseInput(balanceQuerySchema, c.req.query(), 'query')
    const targets = chainsForAddress(context, address, query.chainId)
    const results = await Promise.all(
      targets.map(async ({ chain, requestedChainId }) =>
        relabel(
          await balancesOf(context, chain, address, query.forceUpdate ?? false, coalesce),
          chain.caipNetworkId,
          requestedChainId,
        ),
      ),
    )
    return c.json({ balances: results.flat() })
  })
}
