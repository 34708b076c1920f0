import type { PaymentCurrency } from '@openappkit/controllers'

export type OnRampLimits = { min: number; max: number }

/**
 * The min and max of `method` for `currency` (docs/project/behaviour.md §9: card 10-7500, ACH
 * 10-25000).
 */
export function onRampLimits(
  currency: PaymentCurrency,
  method: string | undefined,
): OnRampLimits | undefined {
  const limit =
    currency.payment_method_limits.find((item) => item.id === method) ??
    currency.payment_method_limits[0]
  if (!limit) return undefined
  const min = Number(limit.min)
  const max = Number(limit.max)
  return Number.isFinite(min) && Number.isFinite(max) ? { min, max } : undefined
}

/** `below` / `above` when `amount` leaves the limits, else `undefined`. */
export function checkOnRampAmount(
  amount: number | undefined,
  limits: OnRampLimits | undefined,
): 'below' | 'above' | undefined {
  if (amount === undefined || !limits) return undefined
  if (amount < limits.min) return 'below'
  if (amount > limits.max) return 'above'
  return undefined
}
