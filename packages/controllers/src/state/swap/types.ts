import type { CaipNetworkId } from '@openappkit/common/caip'
import type { ErrorDescriptor } from '@openappkit/common/errors'
import type { SwapQuote } from '../../api/actions/get-swap-quote.ts'
import type { SwapToken } from '../../api/actions/get-swap-tokens.ts'

/** A transaction built by the convert endpoints, amounts in wei as decimal strings. */
export type SwapTransaction = {
  from: string
  to: string
  data: string
  value: string
  gas: string | undefined
  gasPrice: string | undefined
}

/** The network fee of the next transaction. */
export type SwapNetworkFee = {
  /** In the native token, whole units ('0.0021'). */
  amount: string
  inUSD: number
}

/** Swap state: tokens, amounts, quote, allowance and the transactions to send. */
export type SwapState = {
  /** Network the state was loaded for. */
  caipNetworkId: CaipNetworkId | undefined
  initializing: boolean
  initialized: boolean
  tokens: SwapToken[]
  sourceToken: SwapToken | undefined
  /** Whole units, as typed ('1.5'). */
  sourceTokenAmount: string
  sourceTokenPriceInUSD: number
  toToken: SwapToken | undefined
  toTokenAmount: string
  toTokenPriceInUSD: number
  networkPriceInUSD: number
  networkTokenSymbol: string
  /** Standard gas price of the network, wei. */
  gasPrice: string | undefined
  /** Slippage tolerance in percent; docs/project/behaviour.md §9 default 1. */
  slippage: number
  quote: SwapQuote | undefined
  loadingQuote: boolean
  /** Allowance of the source token for the swap router, smallest unit. */
  allowance: string | undefined
  /** Sent first when the allowance is too small. */
  approvalTransaction: SwapTransaction | undefined
  swapTransaction: SwapTransaction | undefined
  loadingTransaction: boolean
  /** The quote's execution price against the pools' mid price, percent (positive = worse). */
  priceImpact: number | undefined
  networkFee: SwapNetworkFee | undefined
  /** Least `toToken` received at the slippage tolerance, whole units. */
  minimumReceived: string | undefined
  /** The last failed step's error, by identity. */
  error: ErrorDescriptor | undefined
  /** What the integrator asked the Swap view to start with; applied once the tokens load. */
  presets: SwapPresets | undefined
}

/** The incumbent's `open({ view: 'Swap', arguments })`: token symbols and an amount sold. */
export type SwapPresets = {
  amount?: string | undefined
  fromToken?: string | undefined
  toToken?: string | undefined
}
