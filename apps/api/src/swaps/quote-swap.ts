import { badRequest } from '../errors/index.ts'
import type { ApiContext } from '../server/api-context.ts'
import { type SwapChain, type SwapToken, swapChainOf, swapTokenOf } from './swap-chain.ts'
import {
  findSwapPath,
  getAmountsOut,
  priceImpactPercent,
  routeFee,
  type SwapPath,
} from './uniswap-v2.ts'

/** Parameters of {@link quoteSwap}. */
export type QuoteSwapParameters = {
  /** CAIP-10 ids of the tokens sold and bought. */
  from: { caipNetworkId: string; address: string }
  to: { caipNetworkId: string; address: string }
  amount: bigint
}

/** A priced route: what goes in, what comes out, and how. */
export type SwapQuoteResult = {
  chain: SwapChain
  from: SwapToken
  to: SwapToken
  route: SwapPath
  amountIn: bigint
  amountOut: bigint
}

/** Resolves both sides on one swap chain, finds a route and asks the router for the output. */
export async function quoteSwap(
  context: ApiContext,
  parameters: QuoteSwapParameters,
): Promise<SwapQuoteResult> {
  const chain = swapChainOf(context, parameters.from.caipNetworkId)
  if (
    context.chains.find(parameters.to.caipNetworkId)?.caipNetworkId !== chain.config.caipNetworkId
  ) {
    throw badRequest('from and to must be on the same network')
  }
  if (parameters.amount === 0n) throw badRequest('amount must be greater than 0')
  const from = swapTokenOf(chain, parameters.from.address)
  const to = swapTokenOf(chain, parameters.to.address)
  const route = await findSwapPath(chain, from.address, to.address)
  const amounts = await getAmountsOut(chain, parameters.amount, route.path)
  const amountOut = amounts.at(-1) ?? 0n
  if (amountOut === 0n) throw badRequest('The amount is too small to swap')
  return { chain, from, to, route, amountIn: parameters.amount, amountOut }
}

/** The quote entry of GET /v1/convert/quotes. */
export async function describeQuote(
  quote: SwapQuoteResult,
  fromAccount: string,
  toAccount: string,
) {
  const impact = await priceImpactPercent(quote.chain, quote.route, quote.amountIn, quote.amountOut)
  return {
    fromAmount: quote.amountIn.toString(),
    fromAccount,
    toAmount: quote.amountOut.toString(),
    toAccount,
    priceImpact: impact.toString(),
    fee: routeFee(quote.chain, quote.route, quote.amountIn).toString(),
    feeBps: quote.chain.swap.feeBps,
    path: quote.route.path,
  }
}
