import { AppKitError } from '@openappkit/common/errors'
import { getTransactionHistory } from '../../api/actions/get-transaction-history.ts'
import type { AppKitCore } from '../../core/types.ts'
import { dropListedSent } from '../../state/transactions/sent-transactions.ts'
import {
  appendTransactions,
  resetTransactions,
  startTransactionsFetch,
} from '../../state/transactions/transactions-actions.ts'
import { reportTransactionsFetchFailure } from './report-transactions-fetch-failure.ts'

export type FetchTransactionsParameters = {
  /** Account whose history is read; the active address by default. */
  accountAddress?: string | undefined
}

/**
 * Loads the next page of the account's history on the active network (docs/project/behaviour.md
 * §4): throws `Transactions can't be fetched without an accountAddress`; moving to another network
 * starts over. A failure shows `Failed to fetch transactions`, tracks ERROR_FETCH_TRANSACTIONS and
 * leaves an empty set.
 */
export async function fetchTransactions(
  core: AppKitCore,
  parameters: FetchTransactionsParameters = {},
): Promise<void> {
  const { chains } = core.state
  const activeChain = chains.activeChain ? chains.chains[chains.activeChain] : undefined
  const account = activeChain?.accountState
  const accountAddress = parameters.accountAddress ?? account?.address
  if (!accountAddress) throw new AppKitError('TRANSACTIONS_NEED_ACCOUNT_ADDRESS')
  const caipNetworkId = chains.activeCaipNetwork?.caipNetworkId
  if (!caipNetworkId) throw new AppKitError('NETWORK_NOT_FOUND')
  const state = core.state.transactions
  if (state.lastNetworkInView !== undefined && state.lastNetworkInView !== caipNetworkId) {
    resetTransactions(core, { keepSent: true })
  }
  const cursor = state.next
  startTransactionsFetch(core, caipNetworkId)
  try {
    const { data, next } = await getTransactionHistory(core.api, {
      account: accountAddress,
      caipNetworkId,
      cursor,
    })
    appendTransactions(core, { data, next, caipNetworkId })
    dropListedSent(core, data)
  } catch (error) {
    reportTransactionsFetchFailure(core, { error, address: accountAddress, cursor })
  }
}
