import type { Locale } from '../locale-settings.ts'
import type { ProblemTextOf } from './create-message-translator.ts'

let texts: typeof import('./problem-texts.ts') | undefined

/**
 * The `problemTextOf` of one language: a text already loaded, or `undefined` after starting its
 * load (the texts and their loaders are a chunk of their own); `onLoaded` runs when new texts
 * arrived, so the language renders again with them.
 */
export function createProblemLookup(locale: Locale, onLoaded: () => void): ProblemTextOf {
  return (code, problem) => {
    const text = texts?.problemTextOf(locale, code, problem)
    if (text === undefined)
      import('./problem-texts.ts')
        .then((module) => {
          texts = module
          return module.loadProblemTexts(locale, code)
        })
        .then(
          (arrived) => arrived && onLoaded(),
          () => {},
        )
    return text
  }
}
