import type { AppKitCore } from '../../core/types.ts'
import { sendEvent } from '../../state/events/send-event.ts'
import { showErrorToast } from '../../state/toast/show-toast.ts'
import { failTransactionsFetch } from '../../state/transactions/transactions-actions.ts'

export type ReportTransactionsFetchFailureParameters = {
  error: unknown
  /** The account whose history could not be read. */
  address: string
  /** The page that was asked for; absent for the first. */
  cursor?: string | undefined
}

/**
 * What every failed history read does (docs/project/behaviour.md §4): an empty set, the `Failed to
 * fetch transactions` toast, and the ERROR_FETCH_TRANSACTIONS event.
 */
export function reportTransactionsFetchFailure(
  core: AppKitCore,
  { error, address, cursor }: ReportTransactionsFetchFailureParameters,
): void {
  core.services.logger.warn('transaction history unavailable', error)
  failTransactionsFetch(core)
  showErrorToast(core, 'FAILED_TO_FETCH_TRANSACTIONS')
  const { chains } = core.state
  const account = chains.activeChain ? chains.chains[chains.activeChain]?.accountState : undefined
  void sendEvent(core, {
    type: 'track',
    event: 'ERROR_FETCH_TRANSACTIONS',
    properties: {
      address,
      projectId: core.state.options.projectId,
      cursor,
      isSmartAccount: account?.preferredAccountType === 'smartAccount',
    },
  })
}
