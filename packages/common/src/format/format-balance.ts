import { formatTokenAmount } from './format-token-amount.ts'

/** Fractional digits a balance shows: enough for a send, few enough for a row. */
export const BALANCE_FRACTION_DIGITS = 4

/**
 * Display text of a balance as every part of the kit shows it (the modal's rows and the account
 * button): grouped in the locale, at most four decimals, never rounded up, `<0.0001` for a
 * non-zero balance that would show as zero; the input as it is when it is not a decimal.
 */
export function formatBalance(balance: string, locale = 'en-US'): string {
  try {
    return formatTokenAmount(balance, { maximumFractionDigits: BALANCE_FRACTION_DIGITS, locale })
  } catch {
    return balance
  }
}
