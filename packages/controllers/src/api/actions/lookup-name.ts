import type { CaipNetworkId } from '@openappkit/common/caip'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'
import { type NameProfile, nameProfileSchema } from '../schemas/name-profile.ts'
import { isNetworkSupported } from './is-network-supported.ts'

export type LookupNameParameters = { name: string; caipNetworkId: CaipNetworkId }

export type LookupNameReturnType = NameProfile

/** GET /v1/profile/account/{name} (apiVersion 2); unsupported network → no addresses. */
export async function lookupName(
  client: BlockchainApiClient,
  parameters: LookupNameParameters,
): Promise<LookupNameReturnType> {
  if (!(await isNetworkSupported(client, parameters))) {
    return { name: parameters.name, addresses: {}, attributes: [] }
  }
  return client.request({
    method: 'GET',
    path: `/v1/profile/account/${parameters.name}`,
    params: { apiVersion: '2' },
    schema: nameProfileSchema,
  })
}
