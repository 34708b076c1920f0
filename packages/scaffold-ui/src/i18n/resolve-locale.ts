import type { Locale } from './types.ts'

/** Which catalogue serves a BCP 47 tag: its language when we have it, English otherwise. */
export function resolveLocale(tag: string | undefined): Locale {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0]
  return language === 'es' ? 'es' : 'en'
}
