import { LOCALES, type Locale } from './locale-settings.ts'

const localeOfLanguage = new Map<string, Locale>(
  LOCALES.filter((locale) => !locale.includes('-')).map((locale) => [locale, locale]),
)
// ISO 639 codes browsers still send for a language we have under its current code.
localeOfLanguage.set('in', 'id')

/** Chinese in traditional characters: the script says so, or the region writes it. */
function writesTraditional(subtags: readonly string[]): boolean {
  if (subtags.includes('hant')) return true
  if (subtags.includes('hans')) return false
  return subtags.some((subtag) => subtag === 'tw' || subtag === 'hk' || subtag === 'mo')
}

/**
 * The catalogue that serves a BCP 47 tag best, if one does: its language (`es-MX` → `es`), any
 * Portuguese → `pt-BR` (the only Portuguese we have), Chinese by script or region → `zh-TW` or
 * `zh-CN`.
 */
export function matchLocale(tag: string): Locale | undefined {
  const subtags = tag.trim().toLowerCase().split(/[-_]/)
  const language = subtags[0] ?? ''
  if (language === 'zh') return writesTraditional(subtags.slice(1)) ? 'zh-TW' : 'zh-CN'
  if (language === 'pt') return 'pt-BR'
  return localeOfLanguage.get(language)
}

/** The visitor's languages, most preferred first (none outside a browser). */
export function browserLanguages(): readonly string[] {
  const navigator = globalThis.navigator as Navigator | undefined
  if (navigator?.languages?.length) return navigator.languages
  return navigator?.language ? [navigator.language] : []
}

/**
 * Which catalogue the modal speaks: the `requested` tag's (the `locale` option) when we have it,
 * else the first of the visitor's languages we have, else English.
 */
export function resolveLocale(
  requested: string | undefined,
  preferred: readonly string[] = browserLanguages(),
): Locale {
  for (const tag of requested ? [requested, ...preferred] : preferred) {
    const locale = matchLocale(tag)
    if (locale) return locale
  }
  return 'en'
}
