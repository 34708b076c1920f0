import { english as en } from './english.ts'
import type { Catalogue, Locale } from './types.ts'

/** Which catalogue serves a BCP 47 tag: its language when we have it, English otherwise. */
export function resolveLocale(tag: string | undefined): Locale {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0]
  return language === 'es' ? 'es' : 'en'
}

/** The BCP 47 tag numbers are formatted with, per catalogue. */
export const numberLocales: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-ES' }

/** The catalogue of `locale`; English ships with the shell, the others are loaded on demand. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  if (locale === 'es') return (await import('./es.ts')).es
  return en
}
