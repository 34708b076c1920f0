import { formatBalance } from '@openappkit/common/format'
import { localeSettings } from './locale-settings.ts'
import { resolveLocale } from './resolve-locale.ts'

/**
 * The elements' balance text in `numberLocale`, else in the number tag of the locale that serves
 * `tag` (or the visitor's languages) best: the one the modal writes its numbers in.
 */
export function elementBalanceText(
  numberLocale: string | undefined,
  tag: string | undefined,
): (balance: string, symbol: string) => string {
  const locale = numberLocale ?? localeSettings[resolveLocale(tag)].numberLocale
  return (balance, symbol) => `${formatBalance(balance, locale)} ${symbol}`
}
