import { z } from 'zod'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'

export type GetOnRampQuoteParameters = {
  purchaseCurrency: string
  paymentCurrency: string
  /** Fiat amount, sent as a string. */
  amount: number | string
  /** Network symbol. */
  network: string
}

const amountSchema = z.looseObject({ amount: z.string(), currency: z.string().optional() })

const onRampQuoteSchema = z.looseObject({ purchaseAmount: amountSchema })

export type OnRampQuote = z.output<typeof onRampQuoteSchema>
export type GetOnRampQuoteReturnType = OnRampQuote | null

/** POST /v1/onramp/quote; disabled API → `null` (the controller shows its estimate). */
export async function getOnRampQuote(
  client: BlockchainApiClient,
  parameters: GetOnRampQuoteParameters,
): Promise<GetOnRampQuoteReturnType> {
  if (!client.enabled) return null
  return client.request({
    method: 'POST',
    path: '/v1/onramp/quote',
    body: { ...parameters, amount: String(parameters.amount) },
    schema: onRampQuoteSchema,
  })
}
