import { assertIntegerOption, toFiniteNumber } from './errors.ts'

export type FormatPercentParameters = {
  /** BCP 47 locale. Default 'en-US'. */
  locale?: string | undefined
  /** Default 2. */
  maximumFractionDigits?: number | undefined
  /** Default 0. */
  minimumFractionDigits?: number | undefined
  /** 'exceptZero' shows '+1.5%' for price changes. Default 'auto'. */
  signDisplay?: 'auto' | 'always' | 'exceptZero' | 'never' | undefined
}

/**
 * Display text of a percentage given in percent points (1.5 → '1.5%', like the behaviour's slippage
 * and fee values), rounded to at most 2 fractional digits by default.
 */
export function formatPercent(
  value: number | string,
  parameters: FormatPercentParameters = {},
): string {
  const {
    locale = 'en-US',
    maximumFractionDigits = 2,
    minimumFractionDigits = 0,
    signDisplay = 'auto',
  } = parameters
  assertIntegerOption('maximumFractionDigits', maximumFractionDigits, 0, 20)
  assertIntegerOption('minimumFractionDigits', minimumFractionDigits, 0, maximumFractionDigits)
  const percentPoints = toFiniteNumber(value)

  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits,
    minimumFractionDigits,
    signDisplay,
  }).format(percentPoints / 100)
}
