import { englishMessages } from '@openappkit/common/errors'
import { useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { english as en } from './english.ts'
import { type LoadedCatalogue, loadCatalogue, resolveLocale } from './load-catalogue.ts'
import type { LocaleContextValue } from './locale-context.tsx'
import { type Locale, localeSettings } from './locale-settings.ts'
import { createMessageTranslator } from './messages/create-message-translator.ts'
import { createProblemLookup } from './messages/create-problem-lookup.ts'
import { createTranslator } from './translate.ts'

function languageOf(
  locale: Locale,
  { ui, messages }: LoadedCatalogue,
  onProblemTexts: () => void,
): LocaleContextValue {
  const { numberLocale, direction } = localeSettings[locale]
  return {
    t: createTranslator(ui, numberLocale),
    translateMessage: createMessageTranslator(
      messages,
      numberLocale,
      createProblemLookup(locale, onProblemTexts),
    ),
    locale,
    numberLocale,
    direction,
  }
}

/**
 * The language for a locale tag (the `locale` option), or the visitor's languages without one.
 * English ships with the shell and is ready at once; another catalogue is fetched first, while
 * the previous language stays (nothing renders on a first load). A failed fetch falls back to
 * English. Problem texts (a developer's error shown in the modal) load when first shown; the
 * language is given anew when they arrive, so the views show them.
 */
export function useCatalogue(tag: string | undefined): LocaleContextValue | undefined {
  const locale = resolveLocale(tag)
  const [problemTexts, problemTextsArrived] = useReducer((count: number) => count + 1, 0)
  const english = useMemo(
    () => languageOf('en', { ui: en, messages: englishMessages }, problemTextsArrived),
    [],
  )
  const [loaded, setLoaded] = useState<{ requested: Locale; language: LocaleContextValue }>()
  useEffect(() => {
    if (locale === 'en') return
    let current = true
    loadCatalogue(locale)
      .then((catalogue) => languageOf(locale, catalogue, problemTextsArrived))
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: a copy when problem texts arrived
  const value = useMemo(() => ready && { ...ready }, [ready, problemTexts])
  // While another catalogue loads, keep showing the last language rather than nothing.
  if (value) shown.current = value
  return value ?? shown.current
}
