import { englishMessages } from '@openappkit/common/errors'
import { useEffect, useMemo, useRef, useState } from 'react'
import { english as en } from './english.ts'
import { type LoadedCatalogue, loadCatalogue, resolveLocale } from './load-catalogue.ts'
import type { LocaleContextValue } from './locale-context.tsx'
import { type Locale, localeSettings } from './locale-settings.ts'
import { createMessageTranslator } from './messages/create-message-translator.ts'
import { createTranslator } from './translate.ts'

function languageOf(locale: Locale, { ui, messages }: LoadedCatalogue): LocaleContextValue {
  const { numberLocale, direction } = localeSettings[locale]
  return {
    t: createTranslator(ui, numberLocale),
    translateMessage: createMessageTranslator(messages, numberLocale),
    locale,
    numberLocale,
    direction,
  }
}

/**
 * The language for a locale tag (the `locale` option), or the visitor's languages without one.
 * English ships with the shell and is ready at once; another catalogue is fetched first, while
 * the previous language stays (nothing renders on a first load). A failed fetch falls back to
 * English.
 */
export function useCatalogue(tag: string | undefined): LocaleContextValue | undefined {
  const locale = resolveLocale(tag)
  const english = useMemo(() => languageOf('en', { ui: en, messages: englishMessages }), [])
  const [loaded, setLoaded] = useState<{ requested: Locale; language: LocaleContextValue }>()
  useEffect(() => {
    if (locale === 'en') return
    let current = true
    loadCatalogue(locale)
      .then((catalogue) => languageOf(locale, catalogue))
      .catch(() => english)
      .then((language) => {
        if (current) setLoaded({ requested: locale, language })
      })
    return () => {
      current = false
    }
  }, [locale, english])
  const shown = useRef<LocaleContextValue | undefined>(undefined)
  const ready =
    locale === 'en' ? english : loaded?.requested === locale ? loaded.language : undefined
  // While another catalogue loads, keep showing the last language rather than nothing.
  if (ready) shown.current = ready
  return ready ?? shown.current
}
