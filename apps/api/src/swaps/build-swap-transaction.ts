import { mapNodeError } from '@openappkit/common'
import { type Address, encodeFunctionData, type Hex } from 'viem'
import { uniswapV2RouterAbi } from '../chains/index.ts'
import { ApiError } from '../errors/index.ts'
import type { SwapQuoteResult } from './quote-swap.ts'

/** How long a built swap stays valid on chain (router deadline), in seconds. */
export const SWAP_DEADLINE_S = 20 * 60
/**
 * Gas sent when the caller asks not to estimate, per hop of the route. A pair's first swap in a
 * later block also writes its cumulative prices (from zero on a fresh pool): about 160 000 for a
 * native → token hop, which 150 000 did not cover. Unused gas is not charged.
 */
export const SWAP_GAS_PER_HOP = 250_000n
/** Estimates get this much headroom, in percent. */
const GAS_HEADROOM_PERCENT = 20n

/** Parameters of {@link buildSwapTransaction}. */
export type BuildSwapTransactionParameters = {
  quote: SwapQuoteResult
  userAddress: Address
  /** Percent, e.g. 1 for 1 %. */
  slippage: number
  disableEstimate: boolean
}

/** The least output accepted: the quote minus the slippage tolerance. */
export function minimumOutput(amountOut: bigint, slippage: number): bigint {
  const basisPoints = BigInt(Math.round(slippage * 100))
  return (amountOut * (10_000n - basisPoints)) / 10_000n
}

function swapCalldata(
  quote: SwapQuoteResult,
  minOut: bigint,
  recipient: Address,
  deadline: bigint,
): Hex {
  const path = [...quote.route.path]
  if (quote.from.native) {
    return encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [minOut, path, recipient, deadline],
    })
  }
  if (quote.to.native) {
    return encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactTokensForETH',
      args: [quote.amountIn, minOut, path, recipient, deadline],
    })
  }
  return encodeFunctionData({
    abi: uniswapV2RouterAbi,
    functionName: 'swapExactTokensForTokens',
    args: [quote.amountIn, minOut, path, recipient, deadline],
  })
}

/**
 * The router call for a quote, honouring the slippage tolerance, with gas estimated from the user's
 * account (a revert, e.g. a missing approval, is a 400 with the node's reason) unless disabled.
 */
export async function buildSwapTransaction(parameters: BuildSwapTransactionParameters) {
  const { quote, userAddress } = parameters
  const { client } = quote.chain
  const router = quote.chain.swap.router as Address
  const [block, gasPrice] = await Promise.all([
    client.getBlock({ blockTag: 'latest' }),
    client.getGasPrice(),
  ])
  const deadline = block.timestamp + BigInt(SWAP_DEADLINE_S)
  const minOut = minimumOutput(quote.amountOut, parameters.slippage)
  const data = swapCalldata(quote, minOut, userAddress, deadline)
  const value = quote.from.native ? quote.amountIn : 0n
  let gas = SWAP_GAS_PER_HOP * BigInt(quote.route.pairs.length)
  if (!parameters.disableEstimate) {
    try {
      const estimate = await client.estimateGas({ account: userAddress, to: router, data, value })
      gas = (estimate * (100n + GAS_HEADROOM_PERCENT)) / 100n
    } catch (error) {
      const mapped = mapNodeError(error)
      throw new ApiError(`The swap would fail: ${mapped.shortMessage}`, {
        status: 400,
        cause: error,
      })
    }
  }
  return {
    tx: {
      from: userAddress,
      to: router,
      data,
      amount: value.toString(),
      eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
    },
    toAmount: quote.amountOut.toString(),
    minimumToAmount: minOut.toString(),
    deadline: Number(deadline),
  }
}
