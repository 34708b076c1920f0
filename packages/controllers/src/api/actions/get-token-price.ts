import { z } from 'zod'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'
import { networkOfCaipId } from '../blockchain-api-client.ts'
import { isNetworkSupported } from './is-network-supported.ts'

export type GetTokenPriceParameters = {
  /** CAIP-10 ids of the tokens, all on one network. */
  addresses: string[]
}

const fungiblePriceSchema = z.looseObject({
  name: z.string(),
  symbol: z.string(),
  iconUrl: z.string(),
  price: z.number(),
})

export type FungiblePrice = z.output<typeof fungiblePriceSchema>
export type GetTokenPriceReturnType = { fungibles: FungiblePrice[] }

const tokenPriceSchema = z.looseObject({ fungibles: z.array(fungiblePriceSchema) })

/** POST /v1/fungible/price in USD; unsupported network (or no address) → no prices. */
export async function getTokenPrice(
  client: BlockchainApiClient,
  parameters: GetTokenPriceParameters,
): Promise<GetTokenPriceReturnType> {
  const [first] = parameters.addresses
  const caipNetworkId = first === undefined ? undefined : networkOfCaipId(first)
  if (!(await isNetworkSupported(client, { caipNetworkId }))) return { fungibles: [] }
  return client.request({
    method: 'POST',
    path: '/v1/fungible/price',
    body: { currency: 'usd', addresses: parameters.addresses, projectId: client.projectId },
    schema: tokenPriceSchema,
  })
}
