import type { CaipNetworkId } from '@openappkit/common/caip'
import { z } from 'zod'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'
import { isNetworkSupported } from './is-network-supported.ts'

export type GetSwapTokensParameters = { caipNetworkId: CaipNetworkId }

const swapTokenSchema = z.looseObject({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-10 id of the token. */
  address: z.string(),
  decimals: z.number(),
  logoUri: z.string().optional(),
})

export type SwapToken = z.output<typeof swapTokenSchema>
export type GetSwapTokensReturnType = { tokens: SwapToken[] }

const swapTokensSchema = z.looseObject({ tokens: z.array(swapTokenSchema) })

/** GET /v1/convert/tokens; unsupported network → no tokens. */
export async function getSwapTokens(
  client: BlockchainApiClient,
  parameters: GetSwapTokensParameters,
): Promise<GetSwapTokensReturnType> {
  if (!(await isNetworkSupported(client, parameters))) return { tokens: [] }
  return client.request({
    method: 'GET',
    path: '/v1/convert/tokens',
    params: { chainId: parameters.caipNetworkId },
    schema: swapTokensSchema,
  })
}
