import { z } from 'zod'

/** One asset of a `wallet_getAssets` reply (docs/project/behaviour.md §3 wallet asset response). */
export const walletAssetSchema = z.looseObject({
  address: z.string(),
  /** Hex-encoded amount in the token's smallest unit. */
  balance: z.string(),
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.looseObject({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number(),
    price: z.number().optional(),
    iconUrl: z.string().optional(),
    value: z.number().optional(),
  }),
})

export type WalletAsset = z.output<typeof walletAssetSchema>
