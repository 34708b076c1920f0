import type { ChainNamespace } from '@openappkit/common/caip'
import type { ErrorDescriptor } from '@openappkit/common/errors'
import type { PaymentCurrency, PurchaseCurrency } from '../../api/actions/get-on-ramp-options.ts'

/** An on-ramp provider the modal can list. */
export type OnRampProvider = {
  /** Identifier integrators use in `remoteFeatures.onramp`. */
  name: string
  label: string
  /**
   * Widget URL; for the selected provider it carries the docs/project/behaviour.md §4 query
   * parameters.
   */
  url: string
  /** Fee range shown to the visitor ('1-2%'). */
  feeRange: string
  supportedChains: ChainNamespace[]
}

/** On-ramp state of docs/project/behaviour.md §3. */
export type OnRampState = {
  providers: OnRampProvider[]
  selectedProvider: OnRampProvider | undefined
  /** The last failed quote's error, by identity. */
  error: ErrorDescriptor | undefined
  purchaseCurrency: PurchaseCurrency
  paymentCurrency: PaymentCurrency
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
  /** Fiat amount the visitor pays. */
  paymentAmount: number | undefined
  /** Crypto amount the visitor gets. */
  purchaseAmount: number | undefined
  quotesLoading: boolean
  /**
   * `purchaseAmount` is the fallback estimate, not a quote (docs/project/architecture.md §11): the
   * UI labels it so and never presents it as a firm price.
   */
  purchaseAmountIsEstimate: boolean
}
