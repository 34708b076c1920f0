import { english } from './english.ts'
import { formatMessage } from './format-message.ts'
import type { Catalogue, Translate } from './types.ts'

/**
 * A typed `t(key, params)` over one catalogue, plurals chosen by `numberLocale`'s rules. A key
 * the catalogue lacks (a string added in English since) reads the English one.
 */
export function createTranslator(catalogue: Catalogue, numberLocale: string): Translate {
  return (key, ...rest) => {
    const [params] = rest as [Record<string, string | number>?]
    const template: string | undefined = catalogue[key] ?? english[key]
    return formatMessage(template ?? key, params, numberLocale)
  }
}
