export type LocalizeDecimalParameters = {
  /** A plain decimal string as produced by `formatUnits` ('-1234.5'). */
  value: string
  locale: string
}

/**
 * Renders a plain decimal string with the locale's grouping, decimal separator and digits,
 * without going through a float: the integer part is formatted as a bigint, the fraction digit
 * by digit, so amounts beyond 2^53 or with 18+ decimals stay exact in every engine.
 */
export function localizeDecimal({ value, locale }: LocalizeDecimalParameters): string {
  const negative = value.startsWith('-')
  const [integerDigits = '0', fractionDigits = ''] = (negative ? value.slice(1) : value).split('.')
  if (locale === 'en-US') return englishDecimal(negative, integerDigits, fractionDigits)
  const integer = BigInt(integerDigits)

  const integerFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  // -0 keeps the sign for amounts like -0.5 whose integer part is zero.
  const integerText = negative
    ? integer === 0n
      ? integerFormat.format(-0)
      : integerFormat.format(-integer)
    : integerFormat.format(integer)
  if (fractionDigits === '') return integerText

  const decimalSeparator =
    new Intl.NumberFormat(locale, { minimumFractionDigits: 1 })
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  const fractionText = new Intl.NumberFormat(locale, {
    useGrouping: false,
    minimumIntegerDigits: fractionDigits.length,
  }).format(BigInt(fractionDigits))
  return `${integerText}${decimalSeparator}${fractionText}`
}

/**
 * en-US without Intl, whose first use loads its locale data (about 15 ms in Chromium): the
 * account button formats its balance with this, so English pages pay nothing for it. Grouped
 * by threes with commas, a dot before the fraction; localize-decimal.test.ts holds it to Intl.
 */
function englishDecimal(negative: boolean, integerDigits: string, fractionDigits: string): string {
  const digits = integerDigits.replace(/^0+(?=\d)/, '')
  let grouped = ''
  for (let end = digits.length; end > 0; end -= 3) {
    const group = digits.slice(Math.max(0, end - 3), end)
    grouped = grouped ? `${group},${grouped}` : group
  }
  const integerText = `${negative ? '-' : ''}${grouped || '0'}`
  return fractionDigits === '' ? integerText : `${integerText}.${fractionDigits}`
}
