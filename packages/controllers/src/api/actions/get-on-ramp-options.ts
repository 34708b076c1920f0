import { z } from 'zod'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'

/** An on-ramp purchase currency (docs/project/behaviour.md §3). */
export const purchaseCurrencySchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(
    z.looseObject({
      name: z.string(),
      display_name: z.string(),
      chain_id: z.string(),
      contract_address: z.string(),
    }),
  ),
})

/** An on-ramp payment currency with its per-method limits (docs/project/behaviour.md §3). */
export const paymentCurrencySchema = z.looseObject({
  id: z.string(),
  payment_method_limits: z.array(
    z.looseObject({ id: z.string(), min: z.string(), max: z.string() }),
  ),
})

export type PurchaseCurrency = z.output<typeof purchaseCurrencySchema>
export type PaymentCurrency = z.output<typeof paymentCurrencySchema>

export type GetOnRampOptionsReturnType = {
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
}

const onRampOptionsSchema = z.looseObject({
  purchaseCurrencies: z.array(purchaseCurrencySchema),
  paymentCurrencies: z.array(paymentCurrencySchema),
})

/** GET /v1/onramp/options; disabled API → empty lists (the on-ramp controller adds defaults). */
export async function getOnRampOptions(
  client: BlockchainApiClient,
): Promise<GetOnRampOptionsReturnType> {
  if (!client.enabled) return { purchaseCurrencies: [], paymentCurrencies: [] }
  return client.request({ method: 'GET', path: '/v1/onramp/options', schema: onRampOptionsSchema })
}
