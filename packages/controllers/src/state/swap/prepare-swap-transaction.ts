import { buildSwapApproveTransaction } from '../../api/actions/build-swap-approve-transaction.ts'
import { buildSwapTransaction } from '../../api/actions/build-swap-transaction.ts'
import { getSwapAllowance } from '../../api/actions/get-swap-allowance.ts'
import type { AppKitCore } from '../../core/types.ts'
import { isNativeTokenAddress } from '../../platform/utils/token-address.ts'
import { getSwapContext } from './swap-context.ts'
import { getNetworkFee, toSmallestUnit } from './swap-math.ts'
import type { SwapTransaction } from './types.ts'

export type PrepareSwapTransactionParameters = {
  /** The approval was just sent: build the swap without asking the allowance again. */
  approved?: boolean | undefined
}

/** Which transaction is ready to send next. */
export type PrepareSwapTransactionReturnType = 'approve' | 'swap' | undefined

/**
 * Builds the next transaction of the approve-then-swap sequence through the convert endpoints:
 * a token whose allowance is below the amount needs `build-approve` first; otherwise (or once
 * approved) `build-transaction`. The network fee is computed from the transaction's gas.
 */
export async function prepareSwapTransaction(
  core: AppKitCore,
  parameters: PrepareSwapTransactionParameters = {},
): Promise<PrepareSwapTransactionReturnType> {
  const state = core.state.swap
  const { sourceToken, toToken } = state
  if (!sourceToken || !toToken) return undefined
  const amount = toSmallestUnit(state.sourceTokenAmount, sourceToken.decimals)
  if (amount === undefined) return undefined
  const { caipNetwork, address } = getSwapContext(core)
  const { decimals: nativeDecimals } = caipNetwork.nativeCurrency
  const native = isNativeTokenAddress(sourceToken.address)
  const fee = (gas: bigint | undefined, gasPrice: string | undefined) =>
    gas !== undefined && gasPrice
      ? getNetworkFee({
          gas,
          gasPrice: BigInt(gasPrice),
          nativeDecimals,
          networkPriceInUSD: state.networkPriceInUSD,
        })
      : undefined

  // The wallet's estimate of a call from its account: for a smart account, the UserOperation's
  // gas, well above the call's own; undefined when the adapter or the estimate fails.
  const adapter = core.adapters.get('eip155')
  const estimateGas = (tx: { to: string; data: string }, value?: bigint) =>
    adapter
      ?.estimateGas?.({ address, to: tx.to, data: tx.data, value, caipNetwork })
      .then(({ gas }) => gas)
      .catch(() => undefined)

  if (!native && !parameters.approved) {
    const { allowance } = await getSwapAllowance(core.api, {
      tokenAddress: sourceToken.address,
      userAddress: address,
    })
    state.allowance = allowance
    if (BigInt(allowance) < amount) {
      const { tx } = await buildSwapApproveTransaction(core.api, {
        userAddress: address,
        from: sourceToken.address,
        to: toToken.address,
      })
      const gas = await estimateGas(tx)
      const approval: SwapTransaction = {
        from: tx.from,
        to: tx.to,
        data: tx.data,
        value: tx.value,
        gas: gas?.toString(),
        gasPrice: tx.eip155?.gasPrice,
      }
      state.approvalTransaction = approval
      state.swapTransaction = undefined
      state.networkFee = fee(gas, approval.gasPrice)
      return 'approve'
    }
  }

  const { tx } = await buildSwapTransaction(core.api, {
    amount: amount.toString(),
    from: sourceToken.address,
    to: toToken.address,
    userAddress: address,
    slippage: state.slippage,
    disableEstimate: true,
  })
  const swap: SwapTransaction = {
    from: tx.from,
    to: tx.to,
    data: tx.data,
    value: native ? amount.toString() : '0',
    gas: tx.eip155?.gas,
    gasPrice: tx.eip155?.gasPrice,
  }
  // The api's gas is the limit sent (the estimate can fail right after an approval that is not
  // mined yet); the fee shown is the wallet's estimate when it has one.
  const estimate = await estimateGas(tx, BigInt(swap.value))
  state.approvalTransaction = undefined
  state.swapTransaction = swap
  state.networkFee = fee(
    estimate ?? (swap.gas === undefined ? undefined : BigInt(swap.gas)),
    swap.gasPrice,
  )
  return 'swap'
}
