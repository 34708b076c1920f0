import { AppKitError } from '@openappkit/common/errors'
import { z } from 'zod'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'
import { networkOfCaipId } from '../blockchain-api-client.ts'
import { isNetworkSupported } from './is-network-supported.ts'

export type BuildSwapApproveTransactionParameters = {
  userAddress: string
  /** CAIP-10 id of the token to approve. */
  from: string
  /** CAIP-10 id of the token bought. */
  to: string
}

const approveTransactionSchema = z.looseObject({
  tx: z.looseObject({
    from: z.string(),
    to: z.string(),
    data: z.string(),
    value: z.string(),
    eip155: z.looseObject({ gasPrice: z.string() }).optional(),
  }),
})

export type BuildSwapApproveTransactionReturnType = z.output<typeof approveTransactionSchema>

/** GET /v1/convert/build-approve; throws `Network not supported for Swaps` when unsupported. */
export async function buildSwapApproveTransaction(
  client: BlockchainApiClient,
  parameters: BuildSwapApproveTransactionParameters,
): Promise<BuildSwapApproveTransactionReturnType> {
  const caipNetworkId = networkOfCaipId(parameters.from)
  if (!(await isNetworkSupported(client, { caipNetworkId }))) {
    throw new AppKitError('NETWORK_NOT_SUPPORTED_FOR_SWAPS')
  }
  return client.request({
    method: 'GET',
    path: '/v1/convert/build-approve',
    params: { ...parameters },
    schema: approveTransactionSchema,
  })
}
