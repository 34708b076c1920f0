import { formatUnits } from '../units/format-units.ts'
import { parseUnits } from '../units/parse-units.ts'
import { assertIntegerOption } from './errors.ts'
import { localizeDecimal } from './localize-decimal.ts'

export type FormatTokenAmountParameters = {
  /**
   * How many decimals `value` carries: the amount shown is `value / 10^decimals`. Default 0, so
   * a decimal string ('1234.5') shows as is and a bigint in base units needs the token decimals.
   */
  decimals?: number | undefined
  /** Fractional digits kept, extra ones cut off (never rounded up). Default 3, at most 20. */
  maximumFractionDigits?: number | undefined
  /** BCP 47 locale for separators and digits. Default 'en-US'. */
  locale?: string | undefined
}

const MAX_DISPLAY_FRACTION_DIGITS = 20

/**
 * Display text of a token amount: grouped thousands, trailing zeros trimmed, extra fractional
 * digits truncated so a balance is never shown larger than it is, and `<0.001` (or `>-0.001`)
 * for a non-zero amount that would otherwise show as zero. Exact for any size of bigint.
 */
export function formatTokenAmount(
  value: string | bigint,
  parameters: FormatTokenAmountParameters = {},
): string {
  const { decimals = 0, maximumFractionDigits = 3, locale = 'en-US' } = parameters
  assertIntegerOption('decimals', decimals, 0, Number.MAX_SAFE_INTEGER)
  assertIntegerOption(
    'maximumFractionDigits',
    maximumFractionDigits,
    0,
    MAX_DISPLAY_FRACTION_DIGITS,
  )

  let units: bigint
  let scale: number
  if (typeof value === 'bigint') {
    units = value
    scale = decimals
  } else {
    // Parsing at the string's own precision is exact (nothing to round); parseUnits validates it.
    const fractionLength = String(value).split('.')[1]?.length ?? 0
    units = parseUnits(value, fractionLength)
    scale = fractionLength + decimals
  }

  const dropped = Math.max(0, scale - maximumFractionDigits)
  const shown = units / 10n ** BigInt(dropped)
  const shownScale = scale - dropped

  if (shown === 0n && units !== 0n) {
    const smallest = localizeDecimal({ value: formatUnits(1n, maximumFractionDigits), locale })
    return units > 0n ? `<${smallest}` : `>-${smallest}`
  }
  return localizeDecimal({ value: formatUnits(shown, shownScale), locale })
}
