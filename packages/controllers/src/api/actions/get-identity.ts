import type { CaipNetworkId } from '@openappkit/common/caip'
import { getCacheEntry, setCacheEntry } from '../../platform/storage/ttl-cache.ts'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'
import { cacheContextOf } from '../cache-context.ts'
import { identityCache } from '../caches.ts'
import { type Identity, identitySchema } from '../schemas/identity.ts'
import { isNetworkSupported } from './is-network-supported.ts'

export type GetIdentityParameters = {
  address: string
  /** The network the identity is asked on; checked for support first. */
  caipNetworkId: CaipNetworkId
  /** The asking account's plain address, sent as `sender`. */
  sender?: string | undefined
}

export type GetIdentityReturnType = Identity

/** GET /v1/identity/{address}; cached 5 min per address; unsupported network → no name/avatar. */
export async function getIdentity(
  client: BlockchainApiClient,
  parameters: GetIdentityParameters,
): Promise<GetIdentityReturnType> {
  if (!(await isNetworkSupported(client, parameters))) return { name: null, avatar: null }
  const cache = cacheContextOf(client)
  const cached = cache && (await getCacheEntry(cache, identityCache, parameters.address))
  if (cached) return cached.identity
  const identity = await client.request({
    method: 'GET',
    path: `/v1/identity/${parameters.address}`,
    params: { sender: parameters.sender },
    schema: identitySchema,
  })
  if (cache) {
    await setCacheEntry(cache, identityCache, parameters.address, {
      address: parameters.address,
      identity,
    })
  }
  return identity
}
