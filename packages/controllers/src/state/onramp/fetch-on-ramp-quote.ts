import { AppKitError, toAppKitError } from '@openappkit/common/errors'
import { getOnRampQuote, type OnRampQuote } from '../../api/actions/get-on-ramp-quote.ts'
import type { AppKitCore } from '../../core/types.ts'

/** The quote, or `null` when it failed (the state then holds the error and an estimate). */
export type FetchOnRampQuoteReturnType = OnRampQuote | null

/**
 * Asks for a quote of the current amounts (docs/project/behaviour.md §4): quotesLoading while it
 * runs; on success stores purchaseAmount. On failure stores the error message, returns `null` and
 * falls back to the mocked 1:1 quote of docs/project/behaviour.md §8, flagged
 * `purchaseAmountIsEstimate` (docs/project/architecture.md §11).
 */
export async function fetchOnRampQuote(core: AppKitCore): Promise<FetchOnRampQuoteReturnType> {
  const state = core.state.onRamp
  state.quotesLoading = true
  try {
    const quote = await getOnRampQuote(core.api, {
      purchaseCurrency: state.purchaseCurrency.id,
      paymentCurrency: state.paymentCurrency.id,
      amount: state.paymentAmount ?? 0,
      network: state.purchaseCurrency.symbol,
    })
    const amount = Number(quote?.purchaseAmount.amount)
    if (!quote || !Number.isFinite(amount)) {
      throw new AppKitError('ON_RAMP_QUOTE_UNAVAILABLE')
    }
    state.purchaseAmount = amount
    state.purchaseAmountIsEstimate = false
    state.error = undefined
    return quote
  } catch (error) {
    state.error = toAppKitError(error).toDescriptor()
    state.purchaseAmount = state.paymentAmount
    state.purchaseAmountIsEstimate = state.paymentAmount !== undefined
    return null
  } finally {
    state.quotesLoading = false
  }
}
