export {
  DEFAULT_PAYMENT_CURRENCIES,
  DEFAULT_PURCHASE_CURRENCY,
  NAMED_ONRAMP_PROVIDER,
  ONRAMP_PROVIDERS,
  RESTRICTED_TIMEZONES,
} from './defaults.ts'
export { type FetchOnRampQuoteReturnType, fetchOnRampQuote } from './fetch-on-ramp-quote.ts'
export {
  GENERATED_URL_ONRAMP_PROVIDERS,
  type GetOnRampCheckoutUrlReturnType,
  getOnRampCheckoutUrl,
} from './get-on-ramp-checkout-url.ts'
export { isOnRampRestricted } from './is-on-ramp-restricted.ts'
export { loadOnRampOptions } from './load-on-ramp-options.ts'
export { resetOnRamp } from './reset-on-ramp.ts'
export { selectOnRampProvider } from './select-on-ramp-provider.ts'
export {
  setOnRampPaymentAmount,
  setOnRampPaymentCurrency,
  setOnRampPurchaseCurrency,
} from './set-on-ramp-fields.ts'
export { setOnRampProviders } from './set-on-ramp-providers.ts'
export type { OnRampProvider, OnRampState } from './types.ts'
