import { z } from 'zod'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'
import { networkOfCaipId } from '../blockchain-api-client.ts'
import { isNetworkSupported } from './is-network-supported.ts'

export type GetSwapQuoteParameters = {
  /** Amount of `from` in its smallest unit. */
  amount: string
  userAddress: string
  /** CAIP-10 id of the token sold. */
  from: string
  /** CAIP-10 id of the token bought. */
  to: string
  gasPrice: string
}

const swapQuoteSchema = z.looseObject({
  fromAmount: z.string(),
  fromAccount: z.string(),
  toAmount: z.string(),
  toAccount: z.string(),
  /** Percent: the execution price against the pools' mid price, hop by hop. */
  priceImpact: z.string().optional(),
})

const swapQuotesSchema = z.looseObject({ quotes: z.array(swapQuoteSchema) })

export type SwapQuote = z.output<typeof swapQuoteSchema>
export type GetSwapQuoteReturnType = { quotes: SwapQuote[] }

/** GET /v1/convert/quotes; unsupported network → no quotes. */
export async function getSwapQuote(
  client: BlockchainApiClient,
  parameters: GetSwapQuoteParameters,
): Promise<GetSwapQuoteReturnType> {
  const caipNetworkId = networkOfCaipId(parameters.from)
  if (!(await isNetworkSupported(client, { caipNetworkId }))) return { quotes: [] }
  return client.request({
    method: 'GET',
    path: '/v1/convert/quotes',
    params: { ...parameters },
    schema: swapQuotesSchema,
  })
}
