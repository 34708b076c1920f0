import { AppKitError, toAppKitError } from '@openappkit/common/errors'
import type { AppKitCore } from '../../core/types.ts'
import { returnToView } from '../../state/router/return-to-view.ts'
import { setSwapSourceTokenAmount } from '../../state/swap/set-swap-fields.ts'
import { setSwapTransactionLoading } from '../../state/swap/swap-actions.ts'
import { getSwapContext } from '../../state/swap/swap-context.ts'
import { showErrorToast } from '../../state/toast/show-toast.ts'
import { watchTransaction } from '../account/watch-transaction.ts'
import { requireAdapter } from '../connect/connect.ts'

/** How the swap ended. */
export type ExecuteSwapReturnType =
  | { status: 'swapped'; hash: string }
  | { status: 'failed'; error: AppKitError }

/**
 * Sends the built swap transaction through the adapter. On success the amounts clear, the swap
 * views leave history for Account and balances refresh; a wallet error becomes an error toast.
 */
export async function executeSwap(core: AppKitCore): Promise<ExecuteSwapReturnType> {
  const transaction = core.state.swap.swapTransaction
  if (!transaction) throw new AppKitError('NO_SWAP_TRANSACTION')
  const { caipNetwork, address } = getSwapContext(core)
  const adapter = requireAdapter(core, 'eip155')
  setSwapTransactionLoading(core, true)
  try {
    const { hash } = await adapter.sendTransaction({
      address,
      to: transaction.to,
      data: transaction.data,
      value: BigInt(transaction.value),
      gas: transaction.gas === undefined ? undefined : BigInt(transaction.gas),
      gasPrice: transaction.gasPrice === undefined ? undefined : BigInt(transaction.gasPrice),
      caipNetwork,
    })
    setSwapSourceTokenAmount(core, '')
    // Back from Account does not lead into the spent quote.
    returnToView(core, { view: 'Account', flow: ['Swap', 'SwapSelectToken', 'SwapPreview'] })
    // What the account holds changes once it is mined: the Account view reads it anew then.
    void watchTransaction(core, { hash, namespace: 'eip155', caipNetwork })
    return { status: 'swapped', hash }
  } catch (error) {
    const failure = toAppKitError(error, { unknown: 'UNKNOWN_NODE_ERROR' })
    core.state.swap.error = failure.toDescriptor()
    showErrorToast(core, failure)
    return { status: 'failed', error: failure }
  } finally {
    setSwapTransactionLoading(core, false)
  }
}
