import { z } from 'zod'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'
import { networkOfCaipId } from '../blockchain-api-client.ts'
import { isNetworkSupported } from './is-network-supported.ts'

export type GetSwapAllowanceParameters = {
  /** CAIP-10 id of the token. */
  tokenAddress: string
  userAddress: string
}

export type GetSwapAllowanceReturnType = { allowance: string }

const allowanceSchema = z.looseObject({ allowance: z.string() })

/** GET /v1/convert/allowance; unsupported network → allowance "0". */
export async function getSwapAllowance(
  client: BlockchainApiClient,
  parameters: GetSwapAllowanceParameters,
): Promise<GetSwapAllowanceReturnType> {
  const caipNetworkId = networkOfCaipId(parameters.tokenAddress)
  if (!(await isNetworkSupported(client, { caipNetworkId }))) return { allowance: '0' }
  return client.request({
    method: 'GET',
    path: '/v1/convert/allowance',
    params: { ...parameters },
    schema: allowanceSchema,
  })
}
