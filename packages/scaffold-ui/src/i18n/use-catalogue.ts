import { englishMessages } from '@openappkit/common/errors'
import { useEffect, useMemo, useRef, useState } from 'react'
import { english as en } from './english.ts'
import { type LoadedCatalogue, loadCatalogue, resolveLocale } from './load-catalogue.ts'
import type { LocaleContextValue } from './locale-context.tsx'
import { type Locale, localeSettings } from './locale-settings.ts'
import { createMessageTranslator } from './messages/create-message-translator.ts'
import { createProblemLookup } from './messages/create-problem-lookup.ts'
import { createTranslator } from './translate.ts'

/** A language being spoken: its locale and catalogue. */
type Speaking = { locale: Locale; catalogue: LoadedCatalogue }

const ENGLISH: Speaking = { locale: 'en', catalogue: { ui: en, messages: englishMessages } }

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
 * English. Problem texts (a developer's error shown in the modal) load when first shown, and
 * the language is made again when they arrive.
 */
export function useCatalogue(tag: string | undefined): LocaleContextValue | undefined {
  const locale = resolveLocale(tag)
  const [problemTexts, setProblemTexts] = useState(0)
  const [loaded, setLoaded] = useState<Speaking & { requested: Locale }>()
  useEffect(() => {
    if (locale === 'en') return
    let current = true
    loadCatalogue(locale)
      .then(
        (catalogue) => ({ requested: locale, locale, catalogue }),
        () => ({ requested: locale, ...ENGLISH }),
      )
      .then((found) => {
        if (current) setLoaded(found)
      })
    return () => {
      current = false
    }
  }, [locale])
  const ready = locale === 'en' ? ENGLISH : loaded?.requested === locale ? loaded : undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: new problem texts make it again
  const language = useMemo(
    () =>
      ready &&
      languageOf(ready.locale, ready.catalogue, () => setProblemTexts((count) => count + 1)),
    [ready, problemTexts],
  )
  const shown = useRef<LocaleContextValue | undefined>(undefined)
  // While another catalogue loads, keep showing the last language rather than nothing.
  if (language) shown.current = language
  return language ?? shown.current
}
