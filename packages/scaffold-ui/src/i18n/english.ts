import { enShell } from './en-shell.ts'
import type { Catalogue } from './types.ts'

/**
 * The English catalogue the modal renders with. The shell's strings ship with it; the feature
 * views' strings join when `loadEnglishFeatures` resolves, which the view registry awaits
 * before a feature view renders, so no key is ever read before it is there.
 */
export const english = { ...enShell } as Catalogue

let loading: Promise<void> | undefined

/** Adds the feature views' English strings (one chunk, fetched once). */
export function loadEnglishFeatures(): Promise<void> {
  loading ??= import('./en-features.ts').then(
    ({ enFeatures }) => {
      Object.assign(english, enFeatures)
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}
