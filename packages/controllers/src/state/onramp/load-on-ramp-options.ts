import type { PaymentCurrency, PurchaseCurrency } from '../../api/actions/get-on-ramp-options.ts'
import { getOnRampOptions } from '../../api/actions/get-on-ramp-options.ts'
import type { AppKitCore } from '../../core/types.ts'
import { clonePlain } from '../../platform/utils/clone-plain.ts'
import { DEFAULT_PAYMENT_CURRENCIES, DEFAULT_PURCHASE_CURRENCY } from './defaults.ts'

function keepSelected<T extends { id: string }>(list: T[], selected: T): T {
  return list.find((item) => item.id === selected.id) ?? (list[0] as T)
}

/**
 * Loads purchase and payment currencies (GET /v1/onramp/options). A failed or empty answer
 * falls back to the built-in USDC and USD/EUR defaults (docs/project/behaviour.md §8); the selected
 * currencies stay when still offered.
 */
export async function loadOnRampOptions(core: AppKitCore): Promise<void> {
  const state = core.state.onRamp
  let purchaseCurrencies: PurchaseCurrency[] = []
  let paymentCurrencies: PaymentCurrency[] = []
  try {
    ;({ purchaseCurrencies, paymentCurrencies } = await getOnRampOptions(core.api))
  } catch (error) {
    core.services.logger.warn('on-ramp options unavailable, using defaults', error)
  }
  state.purchaseCurrencies = purchaseCurrencies.length
    ? purchaseCurrencies
    : [clonePlain(DEFAULT_PURCHASE_CURRENCY)]
  state.paymentCurrencies = paymentCurrencies.length
    ? paymentCurrencies
    : clonePlain([...DEFAULT_PAYMENT_CURRENCIES])
  state.purchaseCurrency = keepSelected(state.purchaseCurrencies, state.purchaseCurrency)
  state.paymentCurrency = keepSelected(state.paymentCurrencies, state.paymentCurrency)
}
