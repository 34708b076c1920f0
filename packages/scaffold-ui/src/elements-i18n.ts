// The custom elements' labels in the integrator's language, without the modal: the English
// labels ship with the elements; another language's labels, and the code that picks them, are
// loaded on demand.
import { enElements } from './i18n/en-elements.ts'
import type { ElementsCatalogue } from './i18n/types.ts'

/** The labels a custom element shows, by catalogue key. */
export type ElementLabels = ElementsCatalogue

/** English labels, ready at once. */
export const englishElementLabels: ElementLabels = enElements

/**
 * Whether the first language asked for (the tag, else the visitor's: `navigator.language` is the
 * first of `navigator.languages`) is English. Kept this small: it ships with the page.
 */
function asksForEnglish(tag: string | undefined): boolean {
  const first = tag || globalThis.navigator?.language
  return !first || /^en\b/i.test(first)
}

/**
 * The labels for a BCP 47 tag (the `locale` option), or the visitor's languages without one: the
 * best catalogue we have, English otherwise.
 */
export async function loadElementLabels(tag: string | undefined): Promise<ElementLabels> {
  if (asksForEnglish(tag)) return englishElementLabels
  const { loadLocaleElementLabels } = await import('./i18n/load-element-labels.ts')
  return loadLocaleElementLabels(tag)
}

/** A balance and its symbol as display text ('10.000 ETH'). */
export type BalanceText = (balance: string, symbol: string) => string

/**
 * How the elements write a balance for a BCP 47 tag (the `locale` option, else the visitor's
 * languages): as the modal does, common's formatBalance in the language's number tag ('10,000
 * ETH', '10.000 ETH' in Spanish). From a chunk of its own: the page's first load carries no
 * number formatting, the balance shows only once an account is connected.
 */
export async function loadElementBalanceText(tag: string | undefined): Promise<BalanceText> {
  const { elementBalanceText } = await import('./i18n/element-balance-text.ts')
  return elementBalanceText(asksForEnglish(tag) ? 'en-US' : undefined, tag)
}
