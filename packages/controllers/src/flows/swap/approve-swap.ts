import { AppKitError, toAppKitError } from '@openappkit/common/errors'
import type { AppKitCore } from '../../core/types.ts'
import { prepareSwapTransaction } from '../../state/swap/prepare-swap-transaction.ts'
import { setSwapTransactionLoading } from '../../state/swap/swap-actions.ts'
import { getSwapContext } from '../../state/swap/swap-context.ts'
import { showErrorToast } from '../../state/toast/show-toast.ts'
import { requireAdapter } from '../connect/connect.ts'

/** How the approval ended. */
export type ApproveSwapReturnType =
  | { status: 'approved'; hash: string }
  | { status: 'failed'; error: AppKitError }

/**
 * Sends the approval of the approve-then-swap sequence through the adapter, then builds the swap
 * transaction. A wallet error becomes an error toast (4001 → rejected).
 */
export async function approveSwap(core: AppKitCore): Promise<ApproveSwapReturnType> {
  const swap = core.state.swap
  const transaction = swap.approvalTransaction
  if (!transaction) throw new AppKitError('NO_APPROVAL_TRANSACTION')
  const { caipNetwork, address } = getSwapContext(core)
  const adapter = requireAdapter(core, 'eip155')
  setSwapTransactionLoading(core, true)
  let hash: string
  try {
    ;({ hash } = await adapter.sendTransaction({
      address,
      to: transaction.to,
      data: transaction.data,
      value: BigInt(transaction.value),
      gas: transaction.gas === undefined ? undefined : BigInt(transaction.gas),
      gasPrice: transaction.gasPrice === undefined ? undefined : BigInt(transaction.gasPrice),
      caipNetwork,
    }))
  } catch (error) {
    setSwapTransactionLoading(core, false)
    const failure = toAppKitError(error, { unknown: 'UNKNOWN_NODE_ERROR' })
    swap.error = failure.toDescriptor()
    showErrorToast(core, failure)
    return { status: 'failed', error: failure }
  }
  try {
    await prepareSwapTransaction(core, { approved: true })
  } catch (error) {
    swap.error = toAppKitError(error).toDescriptor()
  } finally {
    setSwapTransactionLoading(core, false)
  }
  return { status: 'approved', hash }
}
