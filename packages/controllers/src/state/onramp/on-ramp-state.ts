import type { PaymentCurrency, PurchaseCurrency } from '../../api/actions/get-on-ramp-options.ts'
import { clonePlain } from '../../platform/utils/clone-plain.ts'
import { DEFAULT_PAYMENT_CURRENCIES, DEFAULT_PURCHASE_CURRENCY } from './defaults.ts'
import type { OnRampState } from './types.ts'

/**
 * On-ramp defaults (docs/project/behaviour.md §3): USDC bought with USD, no provider, no amounts.
 */
export function createOnRampState(): OnRampState {
  const paymentCurrencies = clonePlain([...DEFAULT_PAYMENT_CURRENCIES])
  return {
    providers: [],
    selectedProvider: undefined,
    error: undefined,
    purchaseCurrency: clonePlain(DEFAULT_PURCHASE_CURRENCY),
    paymentCurrency: paymentCurrencies[0] as PaymentCurrency,
    purchaseCurrencies: [clonePlain(DEFAULT_PURCHASE_CURRENCY) as PurchaseCurrency],
    paymentCurrencies,
    paymentAmount: undefined,
    purchaseAmount: undefined,
    quotesLoading: false,
    purchaseAmountIsEstimate: false,
  }
}
