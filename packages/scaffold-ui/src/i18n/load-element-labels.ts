import { enElements } from './en-elements.ts'
import type { Locale } from './locale-settings.ts'
import { resolveLocale } from './resolve-locale.ts'
import type { ElementsCatalogue } from './types.ts'

type Loader = () => Promise<{ elements: ElementsCatalogue }>

// The elements' labels alone, one small chunk per language (the modal's catalogue shares it).
const loaders: Readonly<Record<Exclude<Locale, 'en'>, Loader>> = {
  es: () => import('./locales/es/elements.ts'),
  'pt-BR': () => import('./locales/pt-BR/elements.ts'),
  fr: () => import('./locales/fr/elements.ts'),
  de: () => import('./locales/de/elements.ts'),
  it: () => import('./locales/it/elements.ts'),
  ru: () => import('./locales/ru/elements.ts'),
  uk: () => import('./locales/uk/elements.ts'),
  tr: () => import('./locales/tr/elements.ts'),
  ar: () => import('./locales/ar/elements.ts'),
  hi: () => import('./locales/hi/elements.ts'),
  id: () => import('./locales/id/elements.ts'),
  vi: () => import('./locales/vi/elements.ts'),
  th: () => import('./locales/th/elements.ts'),
  ja: () => import('./locales/ja/elements.ts'),
  ko: () => import('./locales/ko/elements.ts'),
  'zh-CN': () => import('./locales/zh-CN/elements.ts'),
  'zh-TW': () => import('./locales/zh-TW/elements.ts'),
  pl: () => import('./locales/pl/elements.ts'),
  nl: () => import('./locales/nl/elements.ts'),
}

/** The elements' labels of the locale that serves `tag` (or the visitor's languages) best. */
export async function loadLocaleElementLabels(tag: string | undefined): Promise<ElementsCatalogue> {
  const locale = resolveLocale(tag)
  if (locale === 'en') return enElements
  return (await loaders[locale]()).elements
}
