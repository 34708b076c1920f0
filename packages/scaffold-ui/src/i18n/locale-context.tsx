import { createContext, type ReactNode, useContext } from 'react'
import { english as en } from './english.ts'
import { numberLocales } from './load-catalogue.ts'
import { createTranslator } from './translate.ts'
import type { Locale, Translate } from './types.ts'

/** The active language: `t`, the locale and the tag numbers are formatted with. */
export type LocaleContextValue = { t: Translate; locale: Locale; numberLocale: string }

const english: LocaleContextValue = {
  t: createTranslator(en),
  locale: 'en',
  numberLocale: numberLocales.en,
}

const LocaleContext = createContext<LocaleContextValue>(english)

export type LocaleProviderProps = { value: LocaleContextValue; children: ReactNode }

/** Provides the active language to the views. */
export function LocaleProvider({ value, children }: LocaleProviderProps) {
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>
}

/** The active language (English outside a provider). */
export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext)
}

/** The active `t(key, params)`. */
export function useT(): Translate {
  return useContext(LocaleContext).t
}
