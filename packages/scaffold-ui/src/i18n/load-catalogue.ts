import { englishMessages, type MessageCatalogue } from '@openappkit/common/errors'
import { english as en } from './english.ts'
import { resolveLocale } from './resolve-locale.ts'
import type { Catalogue, Locale } from './types.ts'

export { resolveLocale }

/** One language: the interface's strings and the errors' and notices' messages. */
export type LoadedCatalogue = { ui: Catalogue; messages: MessageCatalogue }

/** The BCP 47 tag numbers are formatted with, per catalogue. */
export const numberLocales: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-ES' }

/** The catalogue of `locale`; English ships with the shell, the others are loaded on demand. */
export async function loadCatalogue(locale: Locale): Promise<LoadedCatalogue> {
  if (locale === 'es') {
    const { es, esMessages } = await import('./es.ts')
    return { ui: es, messages: esMessages }
  }
  return { ui: en, messages: englishMessages }
}
