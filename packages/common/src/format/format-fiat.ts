import { toFiniteNumber } from './errors.ts'

export type FormatFiatParameters = {
  /** ISO 4217 currency code. Default 'USD'. */
  currency?: string | undefined
  /** BCP 47 locale. Default 'en-US'. */
  locale?: string | undefined
}

const SMALLEST_SHOWN_AMOUNT = 0.01

/**
 * Display text of a fiat amount with exactly 2 decimals ('$1,234.50'); a non-zero amount below
 * one cent shows as `<$0.01` (or `>-$0.01`) instead of a misleading `$0.00`.
 */
export function formatFiat(value: number | string, parameters: FormatFiatParameters = {}): string {
  const { currency = 'USD', locale = 'en-US' } = parameters
  const amount = toFiniteNumber(value)
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })

  if (amount !== 0 && Math.abs(amount) < SMALLEST_SHOWN_AMOUNT) {
    return amount > 0
      ? `<${format.format(SMALLEST_SHOWN_AMOUNT)}`
      : `>${format.format(-SMALLEST_SHOWN_AMOUNT)}`
  }
  return format.format(amount)
}
