/** Every language the modal speaks, by the tag its catalogue is known by. */
export const LOCALES = [
  'en',
  'es',
  'pt-BR',
  'fr',
  'de',
  'it',
  'ru',
  'uk',
  'tr',
  'ar',
  'hi',
  'id',
  'vi',
  'th',
  'ja',
  'ko',
  'zh-CN',
  'zh-TW',
  'pl',
  'nl',
] as const

/** The locales with a catalogue. */
export type Locale = (typeof LOCALES)[number]

/** How a locale writes: the tag `Intl` formats its numbers, fiat and dates with, and its direction. */
export type LocaleSettings = { numberLocale: string; direction: 'ltr' | 'rtl' }

/**
 * Arabic keeps Latin digits (`-u-nu-latn`), as the wallets and exchanges its readers use do, so
 * an amount reads the same as in their wallet; every other locale formats as `Intl` does.
 */
export const localeSettings: Readonly<Record<Locale, LocaleSettings>> = {
  en: { numberLocale: 'en-US', direction: 'ltr' },
  es: { numberLocale: 'es-ES', direction: 'ltr' },
  'pt-BR': { numberLocale: 'pt-BR', direction: 'ltr' },
  fr: { numberLocale: 'fr-FR', direction: 'ltr' },
  de: { numberLocale: 'de-DE', direction: 'ltr' },
  it: { numberLocale: 'it-IT', direction: 'ltr' },
  ru: { numberLocale: 'ru-RU', direction: 'ltr' },
  uk: { numberLocale: 'uk-UA', direction: 'ltr' },
  tr: { numberLocale: 'tr-TR', direction: 'ltr' },
  ar: { numberLocale: 'ar-u-nu-latn', direction: 'rtl' },
  hi: { numberLocale: 'hi-IN', direction: 'ltr' },
  id: { numberLocale: 'id-ID', direction: 'ltr' },
  vi: { numberLocale: 'vi-VN', direction: 'ltr' },
  th: { numberLocale: 'th-TH', direction: 'ltr' },
  ja: { numberLocale: 'ja-JP', direction: 'ltr' },
  ko: { numberLocale: 'ko-KR', direction: 'ltr' },
  'zh-CN': { numberLocale: 'zh-CN', direction: 'ltr' },
  'zh-TW': { numberLocale: 'zh-TW', direction: 'ltr' },
  pl: { numberLocale: 'pl-PL', direction: 'ltr' },
  nl: { numberLocale: 'nl-NL', direction: 'ltr' },
}
