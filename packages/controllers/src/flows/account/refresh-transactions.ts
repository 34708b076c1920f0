import { getTransactionHistory } from '../../api/actions/get-transaction-history.ts'
import type { AppKitCore } from '../../core/types.ts'
import { dropListedSent } from '../../state/transactions/sent-transactions.ts'
import {
  appendTransactions,
  mergeNewestTransactions,
  resetTransactions,
  startTransactionsFetch,
} from '../../state/transactions/transactions-actions.ts'
import { type FetchTransactionsParameters, fetchTransactions } from './fetch-transactions.ts'
import { reportTransactionsFetchFailure } from './report-transactions-fetch-failure.ts'

export type RefreshTransactionsParameters = FetchTransactionsParameters

/**
 * Shows the account's newest history when Activity opens: the first page when nothing of this
 * network is listed yet, otherwise the first page read again and merged on top (a send made
 * since shows up). When that page shares nothing with the list, the list starts over from it,
 * so no gap is left. Does nothing while a fetch runs.
 */
export async function refreshTransactions(
  core: AppKitCore,
  parameters: RefreshTransactionsParameters = {},
): Promise<void> {
  const state = core.state.transactions
  if (state.loading) return
  const { chains } = core.state
  const caipNetworkId = chains.activeCaipNetwork?.caipNetworkId
  const activeChain = chains.activeChain ? chains.chains[chains.activeChain] : undefined
  const accountAddress = parameters.accountAddress ?? activeChain?.accountState.address
  const listed = state.lastNetworkInView === caipNetworkId && state.transactions.length > 0
  if (!listed || !caipNetworkId || !accountAddress) return fetchTransactions(core, parameters)
  startTransactionsFetch(core, caipNetworkId)
  try {
    const { data, next } = await getTransactionHistory(core.api, {
      account: accountAddress,
      caipNetworkId,
    })
    const known = new Set(state.transactions.map((transaction) => transaction.id))
    if (data.some((transaction) => known.has(transaction.id))) {
      mergeNewestTransactions(core, { data, caipNetworkId })
      dropListedSent(core, data)
      return
    }
    resetTransactions(core, { keepSent: true })
    startTransactionsFetch(core, caipNetworkId)
    appendTransactions(core, { data, next, caipNetworkId })
    dropListedSent(core, data)
  } catch (error) {
    reportTransactionsFetchFailure(core, { error, address: accountAddress })
  }
}
