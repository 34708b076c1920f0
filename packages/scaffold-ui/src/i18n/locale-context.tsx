import { englishMessages } from '@openappkit/common/errors'
import { createContext, type ReactNode, useContext } from 'react'
import { english as en } from './english.ts'
import { numberLocales } from './load-catalogue.ts'
import {
  createMessageTranslator,
  type TranslateMessage,
} from './messages/create-message-translator.ts'
import { createTranslator } from './translate.ts'
import type { Locale, Translate } from './types.ts'

/**
 * The active language: `t` for the interface's strings, `translateMessage` for errors and
 * notices kept by code, the locale and the tag numbers are formatted with.
 */
export type LocaleContextValue = {
  t: Translate
  translateMessage: TranslateMessage
  locale: Locale
  numberLocale: string
}

const english: LocaleContextValue = {
  t: createTranslator(en),
  translateMessage: createMessageTranslator(englishMessages),
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

/** The active `translateMessage({ code, params })`. */
export function useTranslateMessage(): TranslateMessage {
  return useContext(LocaleContext).translateMessage
}
