import { describe, expect, it } from 'vitest'
import { formatCount } from './format-count.ts'
import { localeSettings } from './locale-settings.ts'

describe('formatCount', () => {
  it.each(Object.values(localeSettings).map(({ numberLocale }) => numberLocale))(
    'writes what Intl writes in %s',
    (locale) => {
      const intl = new Intl.NumberFormat(locale)
      for (const count of [0, 1, 9, 10, 99, 420, 999, 1000, 1234, 25_000, 1_000_000, 2.5, -3]) {
        expect(formatCount(count, locale)).toBe(intl.format(count))
      }
    },
  )
})
