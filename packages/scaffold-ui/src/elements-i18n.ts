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

/**
 * The tag the modal writes numbers in for a BCP 47 tag (the `locale` option, else the visitor's
 * languages), so the elements write a balance as the modal does ('10.000 ETH' in Spanish):
 * 'en-US' at once for English, another language's from the chunk that picks its labels.
 */
export async function loadElementNumberLocale(tag: string | undefined): Promise<string> {
  if (asksForEnglish(tag)) return 'en-US'
  const { localeNumberTag } = await import('./i18n/load-element-labels.ts')
  return localeNumberTag(tag)
}
