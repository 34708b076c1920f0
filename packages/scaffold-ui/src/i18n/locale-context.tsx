import { englishMessages } from '@openappkit/common/errors'
import { createContext, type ReactNode, useContext } from 'react'
import { english as en } from './english.ts'
import { localeSettings } from './locale-settings.ts'
import {
  createMessageTranslator,
  type TranslateMessage,
} from './messages/create-message-translator.ts'
import { createTranslator } from './translate.ts'
import type { Locale, Translate } from './types.ts'

/**
 * The active language: `t` for the interface's strings, `translateMessage` for errors and
 * notices kept by code, the locale, the tag numbers are formatted with and the writing direction.
 */
export type LocaleContextValue = {
  t: Translate
  translateMessage: TranslateMessage
  locale: Locale
  numberLocale: string
  direction: 'ltr' | 'rtl'
}

const english: LocaleContextValue = {
  t: createTranslator(en, localeSettings.en.numberLocale),
  translateMessage: createMessageTranslator(englishMessages, localeSettings.en.numberLocale),
  locale: 'en',
  ...localeSettings.en,
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
