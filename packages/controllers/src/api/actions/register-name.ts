import type { CaipNetworkId } from '@openappkit/common/caip'
import { z } from 'zod'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'
import { isNetworkSupported } from './is-network-supported.ts'

export type RegisterNameParameters = {
  /** ENSIP-11 coin type of the network. */
  coinType: number
  address: string
  /**
   * JSON of `{ name, attributes, timestamp }`, timestamp in seconds (docs/project/behaviour.md §7).
   */
  message: string
  signature: string
  caipNetworkId: CaipNetworkId
}

const registerNameSchema = z.looseObject({ success: z.boolean().default(true) })

export type RegisterNameReturnType = { success: boolean }

/** POST /v1/profile/account; unsupported network → `{ success: false }` without a request. */
export async function registerName(
  client: BlockchainApiClient,
  parameters: RegisterNameParameters,
): Promise<RegisterNameReturnType> {
  if (!(await isNetworkSupported(client, parameters))) return { success: false }
  const result = await client.request({
    method: 'POST',
    path: '/v1/profile/account',
    body: {
      coin_type: parameters.coinType,
      address: parameters.address,
      message: parameters.message,
      signature: parameters.signature,
    },
    schema: registerNameSchema.or(z.undefined().transform(() => ({ success: true }))),
    retry: false,
  })
  return { success: result.success }
}
