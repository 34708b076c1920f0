import { z } from 'zod'

/** A token balance of docs/project/behaviour.md §3: `address` absent for the native token. */
export const tokenBalanceSchema = z.looseObject({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.string().optional(),
  value: z.number().optional(),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})

export type TokenBalance = z.output<typeof tokenBalanceSchema>
