import type { CaipNetworkId } from '@openappkit/common/caip'
import { AppKitError } from '@openappkit/common/errors'
import { z } from 'zod'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'
import { isNetworkSupported } from './is-network-supported.ts'

export type GetGasPriceParameters = { caipNetworkId: CaipNetworkId }

const gasPriceSchema = z.looseObject({
  standard: z.string(),
  fast: z.string(),
  instant: z.string(),
})

export type GetGasPriceReturnType = z.output<typeof gasPriceSchema>

/** GET /v1/convert/gas-price; throws `Network not supported for Gas Price` when unsupported. */
export async function getGasPrice(
  client: BlockchainApiClient,
  parameters: GetGasPriceParameters,
): Promise<GetGasPriceReturnType> {
  if (!(await isNetworkSupported(client, parameters))) {
    throw new AppKitError('NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE')
  }
  return client.request({
    method: 'GET',
    path: '/v1/convert/gas-price',
    params: { chainId: parameters.caipNetworkId },
    schema: gasPriceSchema,
  })
}
