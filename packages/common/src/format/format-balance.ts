import { localizeDecimal } from './localize-decimal.ts'

/** Fractional digits a balance shows: enough for a send, few enough for a row. */
export const BALANCE_FRACTION_DIGITS = 4

// A plain decimal as balances arrive (the api's `numeric`, an adapter's formatUnits).
const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?$/

/**
 * Display text of a balance as every part of the kit shows it (the modal's rows and the account
 * button): grouped in the locale, at most four decimals, cut and never rounded up, `<0.0001` for
 * a non-zero balance that would show as zero; anything else as it is. The same text as
 * formatTokenAmount with four fraction digits (format-balance.test.ts holds them together), on
 * strings only, so the account button's first chunk carries no units code.
 */
export function formatBalance(balance: string, locale = 'en-US'): string {
  const match = decimalPattern.exec(balance)
  if (!match) return balance
  const [, sign = '', whole = '0', fraction = ''] = match
  const integer = whole.replace(/^0+(?=\d)/, '')
  const kept = fraction.slice(0, BALANCE_FRACTION_DIGITS).replace(/0+$/, '')
  const isZero = (digits: string) => /^0*$/.test(digits)
  if (isZero(integer) && kept === '' && !isZero(fraction)) {
    const smallest = localizeDecimal({
      value: `0.${'1'.padStart(BALANCE_FRACTION_DIGITS, '0')}`,
      locale,
    })
    return sign ? `>-${smallest}` : `<${smallest}`
  }
  const negative = sign !== '' && !(isZero(integer) && kept === '')
  return localizeDecimal({
    value: `${negative ? '-' : ''}${integer}${kept ? `.${kept}` : ''}`,
    locale,
  })
}
