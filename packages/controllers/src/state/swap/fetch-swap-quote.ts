import { toAppKitError } from '@openappkit/common/errors'
import { formatUnits } from '@openappkit/common/units'
import { getSwapQuote, type SwapQuote } from '../../api/actions/get-swap-quote.ts'
import type { AppKitCore } from '../../core/types.ts'
import { isNativeTokenAddress } from '../../platform/utils/token-address.ts'
import { fetchTokenPriceInUSD } from './fetch-token-price-in-usd.ts'
import { prepareSwapTransaction } from './prepare-swap-transaction.ts'
import { getSwapContext } from './swap-context.ts'
import { getMinimumReceived, readPriceImpact, toSmallestUnit } from './swap-math.ts'

/** The quote, or `undefined` when there is nothing to quote or no route. */
export type FetchSwapQuoteReturnType = SwapQuote | undefined

/**
 * Quotes the current pair and amount (GET /v1/convert/quotes with the network's gas price):
 * output amount, the quote's price impact (against the pools' mid price), the USD prices of both
 * sides (shown beside it), minimum received at the slippage tolerance; then builds the approval
 * or swap transaction. Errors are kept in `error` and rethrown.
 */
export async function fetchSwapQuote(core: AppKitCore): Promise<FetchSwapQuoteReturnType> {
  const state = core.state.swap
  const { sourceToken, toToken } = state
  if (!sourceToken || !toToken) return undefined
  const amount = toSmallestUnit(state.sourceTokenAmount, sourceToken.decimals)
  if (amount === undefined) return undefined
  const { address } = getSwapContext(core)
  state.loadingQuote = true
  state.error = undefined
  try {
    const [{ quotes }, sourcePrice, toPrice] = await Promise.all([
      getSwapQuote(core.api, {
        amount: amount.toString(),
        userAddress: address,
        from: sourceToken.address,
        to: toToken.address,
        gasPrice: state.gasPrice ?? '0',
      }),
      isNativeTokenAddress(sourceToken.address) && state.networkPriceInUSD > 0
        ? state.networkPriceInUSD
        : fetchTokenPriceInUSD(core, sourceToken.address),
      fetchTokenPriceInUSD(core, toToken.address),
    ])
    const quote = quotes[0]
    state.sourceTokenPriceInUSD = sourcePrice
    state.toTokenPriceInUSD = toPrice
    if (!quote) {
      state.quote = undefined
      state.toTokenAmount = ''
      state.error = { code: 'NO_SWAP_QUOTE' }
      return undefined
    }
    const toAmount = BigInt(quote.toAmount)
    state.quote = quote
    state.toTokenAmount = formatUnits(toAmount, toToken.decimals)
    state.priceImpact = readPriceImpact(quote)
    state.minimumReceived = getMinimumReceived({
      toAmount,
      decimals: toToken.decimals,
      slippage: state.slippage,
    })
    await prepareSwapTransaction(core)
    return quote
  } catch (error) {
    state.error = toAppKitError(error).toDescriptor()
    throw error
  } finally {
    state.loadingQuote = false
  }
}
