import type { PaymentCurrency, PurchaseCurrency } from '../../api/actions/get-on-ramp-options.ts'
import type { AppKitCore } from '../../core/types.ts'

/** Sets the crypto currency bought. */
export function setOnRampPurchaseCurrency(core: AppKitCore, currency: PurchaseCurrency): void {
  core.state.onRamp.purchaseCurrency = currency
}

/** Sets the fiat currency paid with. */
export function setOnRampPaymentCurrency(core: AppKitCore, currency: PaymentCurrency): void {
  core.state.onRamp.paymentCurrency = currency
}

/** Sets the fiat amount; the previous quote no longer applies. */
export function setOnRampPaymentAmount(core: AppKitCore, amount: number | undefined): void {
  const state = core.state.onRamp
  state.paymentAmount = amount
  state.purchaseAmount = undefined
  state.purchaseAmountIsEstimate = false
}
