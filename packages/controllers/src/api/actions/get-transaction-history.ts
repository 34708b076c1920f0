import type { CaipNetworkId } from '@openappkit/common/caip'
import { AppKitError } from '@openappkit/common/errors'
import { z } from 'zod'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'
import { type Transaction, transactionSchema } from '../schemas/transaction.ts'
import { isNetworkSupported } from './is-network-supported.ts'

export type GetTransactionHistoryParameters = {
  /** Plain address whose history is fetched. */
  account: string
  /** CAIP-2 id of the network (sent as `chainId`). */
  caipNetworkId: CaipNetworkId
  cursor?: string | undefined
}

export type GetTransactionHistoryReturnType = { data: Transaction[]; next: string | undefined }

const historySchema = z.looseObject({
  data: z.array(transactionSchema),
  next: z
    .string()
    .nullable()
    .optional()
    .transform((next) => next || undefined),
})

/**
 * GET /v1/account/{account}/history (docs/project/architecture.md §11 path). Unsupported network →
 * no transactions. Throws `Transactions can't be fetched without an accountAddress` without an
 * account.
 */
export async function getTransactionHistory(
  client: BlockchainApiClient,
  parameters: GetTransactionHistoryParameters,
): Promise<GetTransactionHistoryReturnType> {
  if (!parameters.account) throw new AppKitError('TRANSACTIONS_NEED_ACCOUNT_ADDRESS')
  if (!(await isNetworkSupported(client, parameters))) return { data: [], next: undefined }
  return client.request({
    method: 'GET',
    path: `/v1/account/${parameters.account}/history`,
    params: { cursor: parameters.cursor, chainId: parameters.caipNetworkId },
    schema: historySchema,
  })
}
