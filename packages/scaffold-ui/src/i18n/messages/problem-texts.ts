import {
  isProblemFamilyCode,
  loadEnglishProblems,
  type ProblemFamilyCode,
  type ProblemTexts,
} from '@openappkit/common/errors'
import type { Locale } from '../locale-settings.ts'
import type { ProblemCatalogue } from '../types.ts'

type Loader = () => Promise<{ problems: ProblemCatalogue }>

// A developer's error (a bad option, network or ABI value) reaches the modal rarely, so each
// language's problem texts are a chunk of their own, apart from its catalogue, fetched the first
// time such an error is shown (docs/project/architecture.md §6b).
const loaders: Readonly<Record<Exclude<Locale, 'en'>, Loader>> = {
  es: () => import('../locales/es/problems.ts'),
  'pt-BR': () => import('../locales/pt-BR/problems.ts'),
  fr: () => import('../locales/fr/problems.ts'),
  de: () => import('../locales/de/problems.ts'),
  it: () => import('../locales/it/problems.ts'),
  ru: () => import('../locales/ru/problems.ts'),
  uk: () => import('../locales/uk/problems.ts'),
  tr: () => import('../locales/tr/problems.ts'),
  ar: () => import('../locales/ar/problems.ts'),
  hi: () => import('../locales/hi/problems.ts'),
  id: () => import('../locales/id/problems.ts'),
  vi: () => import('../locales/vi/problems.ts'),
  th: () => import('../locales/th/problems.ts'),
  ja: () => import('../locales/ja/problems.ts'),
  ko: () => import('../locales/ko/problems.ts'),
  'zh-CN': () => import('../locales/zh-CN/problems.ts'),
  'zh-TW': () => import('../locales/zh-TW/problems.ts'),
  pl: () => import('../locales/pl/problems.ts'),
  nl: () => import('../locales/nl/problems.ts'),
}

/** The problem texts of one family in one language, once loaded. */
const loaded = new Map<string, ProblemTexts>()
const loading = new Map<string, Promise<boolean>>()

const keyOf = (locale: Locale, code: string) => `${locale} ${code}`

/** The problem texts of `code`'s family in `locale`: English from common, the others here. */
export async function fetchProblemTexts(
  locale: Locale,
  code: ProblemFamilyCode,
): Promise<ProblemTexts> {
  if (locale === 'en') return loadEnglishProblems(code)
  return (await loaders[locale]()).problems[code]
}

/** The text of `problem` of `code`'s family in `locale`, when loaded. */
export function problemTextOf(locale: Locale, code: string, problem: string): string | undefined {
  const texts = loaded.get(keyOf(locale, code))
  return texts && Object.hasOwn(texts, problem) ? texts[problem] : undefined
}

/**
 * Loads `code`'s family in `locale` once: `true` when its texts arrived with this load, `false`
 * when there is nothing (more) to load, so a lookup that stays empty never loops. A failed load
 * is tried again on the next call.
 */
export function loadProblemTexts(locale: Locale, code: string): Promise<boolean> {
  const key = keyOf(locale, code)
  if (loaded.has(key) || !isProblemFamilyCode(code)) return Promise.resolve(false)
  let pending = loading.get(key)
  if (!pending) {
    pending = fetchProblemTexts(locale, code).then(
      (texts) => {
        loaded.set(key, texts)
        return true
      },
      (error: unknown) => {
        loading.delete(key)
        throw error
      },
    )
    loading.set(key, pending)
  }
  return pending
}
