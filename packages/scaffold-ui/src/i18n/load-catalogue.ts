import { englishMessages, type MessageCatalogue } from '@openappkit/common/errors'
import { english as en } from './english.ts'
import type { Locale } from './locale-settings.ts'
import { resolveLocale } from './resolve-locale.ts'
import type { Catalogue, LocaleCatalogues } from './types.ts'

export { resolveLocale }

/** One language: the interface's strings and the errors' and notices' messages. */
export type LoadedCatalogue = { ui: Catalogue; messages: MessageCatalogue }

type Loader = () => Promise<{ catalogues: LocaleCatalogues }>

// One chunk per language, fetched when the modal first speaks it.
const loaders: Readonly<Record<Exclude<Locale, 'en'>, Loader>> = {
  es: () => import('./locales/es/index.ts'),
  'pt-BR': () => import('./locales/pt-BR/index.ts'),
  fr: () => import('./locales/fr/index.ts'),
  de: () => import('./locales/de/index.ts'),
  it: () => import('./locales/it/index.ts'),
  ru: () => import('./locales/ru/index.ts'),
  uk: () => import('./locales/uk/index.ts'),
  tr: () => import('./locales/tr/index.ts'),
  ar: () => import('./locales/ar/index.ts'),
  hi: () => import('./locales/hi/index.ts'),
  id: () => import('./locales/id/index.ts'),
  vi: () => import('./locales/vi/index.ts'),
  th: () => import('./locales/th/index.ts'),
  ja: () => import('./locales/ja/index.ts'),
  ko: () => import('./locales/ko/index.ts'),
  'zh-CN': () => import('./locales/zh-CN/index.ts'),
  'zh-TW': () => import('./locales/zh-TW/index.ts'),
  pl: () => import('./locales/pl/index.ts'),
  nl: () => import('./locales/nl/index.ts'),
}

/** One language's parts as the catalogue the modal reads. */
export function toLoadedCatalogue({
  elements,
  shell,
  features,
  messages,
}: LocaleCatalogues): LoadedCatalogue {
  return { ui: { ...elements, ...shell, ...features }, messages }
}

/** Every part of a language but English's, from its own chunk. */
export async function loadLocaleCatalogues(
  locale: Exclude<Locale, 'en'>,
): Promise<LocaleCatalogues> {
  return (await loaders[locale]()).catalogues
}

/** The catalogue of `locale`; English ships with the shell, the others are loaded on demand. */
export async function loadCatalogue(locale: Locale): Promise<LoadedCatalogue> {
  if (locale === 'en') return { ui: en, messages: englishMessages }
  return toLoadedCatalogue(await loadLocaleCatalogues(locale))
}
