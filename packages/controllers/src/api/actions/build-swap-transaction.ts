import { DEFAULT_SLIPPAGE_TOLERANCE } from '@openappkit/common/constants'
import { AppKitError } from '@openappkit/common/errors'
import { z } from 'zod'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'
import { networkOfCaipId } from '../blockchain-api-client.ts'
import { isNetworkSupported } from './is-network-supported.ts'

export type BuildSwapTransactionParameters = {
  amount: string
  /** CAIP-10 id of the token sold. */
  from: string
  /** CAIP-10 id of the token bought. */
  to: string
  userAddress: string
  /** Slippage tolerance in percent; docs/project/behaviour.md §9 default 1. */
  slippage?: number | undefined
  disableEstimate?: boolean | undefined
}

const swapTransactionSchema = z.looseObject({
  tx: z.looseObject({
    from: z.string(),
    to: z.string(),
    data: z.string(),
    amount: z.string(),
    eip155: z.looseObject({ gas: z.string(), gasPrice: z.string() }).optional(),
  }),
})

export type BuildSwapTransactionReturnType = z.output<typeof swapTransactionSchema>

/** POST /v1/convert/build-transaction; throws `Network not supported for Swaps` when unsupported. */
export async function buildSwapTransaction(
  client: BlockchainApiClient,
  parameters: BuildSwapTransactionParameters,
): Promise<BuildSwapTransactionReturnType> {
  const caipNetworkId = networkOfCaipId(parameters.from)
  if (!(await isNetworkSupported(client, { caipNetworkId }))) {
    throw new AppKitError('NETWORK_NOT_SUPPORTED_FOR_SWAPS')
  }
  return client.request({
    method: 'POST',
    path: '/v1/convert/build-transaction',
    body: {
      amount: parameters.amount,
      eip155: { slippage: parameters.slippage ?? DEFAULT_SLIPPAGE_TOLERANCE },
      projectId: client.projectId,
      from: parameters.from,
      to: parameters.to,
      userAddress: parameters.userAddress,
      disableEstimate: parameters.disableEstimate ?? false,
    },
    schema: swapTransactionSchema,
  })
}
