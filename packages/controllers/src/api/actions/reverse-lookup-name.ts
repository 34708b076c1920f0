import type { CaipNetworkId } from '@openappkit/common/caip'
import { z } from 'zod'
import { getCacheEntry, setCacheEntry } from '../../platform/storage/ttl-cache.ts'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'
import { cacheContextOf } from '../cache-context.ts'
import { ensCache } from '../caches.ts'
import { type NameProfile, nameProfileSchema } from '../schemas/name-profile.ts'
import { isNetworkSupported } from './is-network-supported.ts'

export type ReverseLookupNameParameters = {
  address: string
  caipNetworkId: CaipNetworkId
  /** The asking account's plain address, sent as `sender`. */
  sender?: string | undefined
}

export type ReverseLookupNameReturnType = NameProfile[]

/** GET /v1/profile/reverse/{address}; cached 5 min per address; unsupported network → none. */
export async function reverseLookupName(
  client: BlockchainApiClient,
  parameters: ReverseLookupNameParameters,
): Promise<ReverseLookupNameReturnType> {
  if (!(await isNetworkSupported(client, parameters))) return []
  const cache = cacheContextOf(client)
  const cached = cache && (await getCacheEntry(cache, ensCache, parameters.address))
  if (cached) return cached.ens
  const names = await client.request({
    method: 'GET',
    path: `/v1/profile/reverse/${parameters.address}`,
    params: { sender: parameters.sender, apiVersion: '2' },
    schema: z.array(nameProfileSchema),
  })
  if (cache)
    await setCacheEntry(cache, ensCache, parameters.address, {
      address: parameters.address,
      ens: names,
    })
  return names
}
