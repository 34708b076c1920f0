import { z } from 'zod'

/** One transfer of a transaction; NFT transfers carry `nft_info` with a spam flag. */
export const transactionTransferSchema = z.looseObject({
  nft_info: z
    .looseObject({ flags: z.looseObject({ is_spam: z.boolean().optional() }).optional() })
    .nullable()
    .optional(),
})

/** A transaction of the history endpoint (docs/project/behaviour.md §3). */
export const transactionSchema = z.looseObject({
  id: z.string(),
  metadata: z.looseObject({
    minedAt: z.string(),
    chain: z.string().optional(),
  }),
  transfers: z
    .array(transactionTransferSchema)
    .nullable()
    .optional()
    .transform((transfers) => transfers ?? []),
})

export type Transaction = z.output<typeof transactionSchema>
export type TransactionTransfer = z.output<typeof transactionTransferSchema>
