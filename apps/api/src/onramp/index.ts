export {
  checkPayment,
  type PaymentDetails,
  TEST_ACH_ACCOUNT,
  TEST_ACH_ROUTING,
  TEST_CARD_APPROVED,
  TEST_CARD_DECLINED,
} from './check-payment.ts'
export {
  CHECKOUT_CSP,
  type CheckoutOption,
  renderCheckoutForm,
  renderCheckoutMessage,
  renderCheckoutReceipt,
} from './checkout-page.ts'
export { CHECKOUT_ID_PATTERN, createCheckoutSession, loadCheckout } from './checkout-sessions.ts'
export {
  type CheckoutForm,
  type CompleteCheckoutResult,
  completeCheckout,
} from './complete-checkout.ts'
export {
  computePurchase,
  describePurchase,
  fiatCurrencies,
  type Purchase,
} from './compute-purchase.ts'
export type {
  DeliveryOrder,
  DeliveryOutcome,
  RecordDelivery,
  SignedDelivery,
  Treasury,
} from './delivery.ts'
export { DeliveryError } from './delivery-error.ts'
export { createEvmTreasury } from './evm-treasury.ts'
export {
  formatCents,
  PAYMENT_METHODS,
  type PaymentMethod,
  parseFiatCents,
  paymentLimitError,
} from './fiat-amount.ts'
export { escapeHtml, html, SafeHtml } from './html.ts'
export { findOnRampTarget, type OnRampTarget, onRampTargets } from './onramp-assets.ts'
export { registerOnRampRoutes } from './onramp-route.ts'
export {
  replaceDelivery,
  resumeCheckout,
  settleDelivery,
  type Treasuries,
} from './settle-delivery.ts'
export { createSolanaTreasury } from './solana-treasury.ts'
