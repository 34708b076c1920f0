import { describe, expect, it } from 'vitest'
import { formatMessage, placeholdersOfMessage, pluralBlocksOf } from './format-message.ts'

const RUSSIAN = 'Ещё {n, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}}'
const ARABIC =
  '{n, plural, zero {لا محافظ} one {محفظة واحدة} two {محفظتان} few {# محافظ} many {# محفظة} other {# محفظة}}'

describe('formatMessage', () => {
  it('picks the branch of the count’s category in the locale, # written in the locale', () => {
    const russian = (n: number) => formatMessage(RUSSIAN, { n }, 'ru-RU')
    expect([1, 2, 5, 11, 21, 1.5, 12_345].map(russian)).toEqual([
      'Ещё 1 секунду',
      'Ещё 2 секунды',
      'Ещё 5 секунд',
      'Ещё 11 секунд',
      'Ещё 21 секунду',
      'Ещё 1,5 секунды',
      `Ещё ${new Intl.NumberFormat('ru-RU').format(12_345)} секунд`,
    ])
    const arabic = (n: number) => formatMessage(ARABIC, { n }, 'ar-u-nu-latn')
    expect([0, 1, 2, 3, 11, 100].map(arabic)).toEqual([
      'لا محافظ',
      'محفظة واحدة',
      'محفظتان',
      '3 محافظ',
      '11 محفظة',
      '100 محفظة',
    ])
  })

  it('prefers an exact =n branch, falls back to other, and fills placeholders inside branches', () => {
    const template =
      '{count, plural, =0 {No wallet on {chain}} one {# wallet} other {# wallets on {chain}}}'
    expect(formatMessage(template, { count: 0, chain: 'Base' }, 'en-US')).toBe('No wallet on Base')
    expect(formatMessage(template, { count: 7, chain: 'Base' }, 'en-US')).toBe('7 wallets on Base')
    expect(formatMessage('{n, plural, other {# 秒}}後', { n: 30 }, 'ja-JP')).toBe('30 秒後')
    expect(formatMessage('{n, plural, one {# s} other {# s}}', { n: 'some' }, 'en-US')).toBe(
      'some s',
    )
  })

  it('leaves a message without plurals, or with a malformed one, to placeholder filling', () => {
    expect(formatMessage('Continue in {name}', { name: 'Harbor' }, 'en-US')).toBe(
      'Continue in Harbor',
    )
    expect(formatMessage('{n, plural, one {# x}', { n: 1 }, 'en-US')).toBe('{n, plural, one {# x}')
    expect(pluralBlocksOf('{n, plural, one {# x}')).toEqual([])
  })
})

describe('placeholdersOfMessage', () => {
  it('names plural counts and the placeholders of their branches once each', () => {
    expect(placeholdersOfMessage(RUSSIAN)).toEqual(['n'])
    expect(placeholdersOfMessage('{a} {n, plural, one {# {b}} other {# {b} {c}}} {a}')).toEqual([
      'n',
      'b',
      'c',
      'a',
    ])
    expect(placeholdersOfMessage('{amount} {symbol}')).toEqual(['amount', 'symbol'])
  })
})
