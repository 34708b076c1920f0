import type { CaipNetworkId } from '@openappkit/common/caip'
import { z } from 'zod'
import { getCacheEntry, setCacheEntry } from '../../platform/storage/ttl-cache.ts'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'
import { cacheContextOf } from '../cache-context.ts'
import { portfolioCache } from '../caches.ts'
import { type TokenBalance, tokenBalanceSchema } from '../schemas/token-balance.ts'
import { isNetworkSupported } from './is-network-supported.ts'

export type GetBalancesParameters = {
  address: string
  caipNetworkId: CaipNetworkId
  /** Skip the 30 s portfolio cache and ask the API to refresh. */
  forceUpdate?: boolean | undefined
}

export type GetBalancesReturnType = { balances: TokenBalance[] }

const balancesSchema = z.looseObject({ balances: z.array(tokenBalanceSchema) })

/**
 * GET /v1/account/{address}/balance in USD, cached 30 s per CAIP address (docs/project/behaviour.md
 * §9). Unsupported network → no balances.
 */
export async function getBalances(
  client: BlockchainApiClient,
  parameters: GetBalancesParameters,
): Promise<GetBalancesReturnType> {
  if (!(await isNetworkSupported(client, parameters))) return { balances: [] }
  const caipAddress = `${parameters.caipNetworkId}:${parameters.address}`
  const cache = cacheContextOf(client)
  if (cache && !parameters.forceUpdate) {
    const cached = await getCacheEntry(cache, portfolioCache, caipAddress)
    if (cached) return { balances: cached.balance }
  }
  const { balances } = await client.request({
    method: 'GET',
    path: `/v1/account/${parameters.address}/balance`,
    params: {
      currency: 'usd',
      chainId: parameters.caipNetworkId,
      forceUpdate: parameters.forceUpdate,
    },
    schema: balancesSchema,
  })
  if (cache)
    await setCacheEntry(cache, portfolioCache, caipAddress, { caipAddress, balance: balances })
  return { balances }
}
