import { describe, expect, it } from 'vitest'
import { isValidName, nameSchema } from './name.ts'

describe('isValidName', () => {
  it('rejects 3 characters and accepts 4', () => {
    expect(isValidName('abc')).toBe(false)
    expect(isValidName('abcd')).toBe(true)
  })

  it('accepts letters of both cases, digits and hyphens', () => {
    expect(isValidName('My-Name-2024')).toBe(true)
    expect(isValidName('1234')).toBe(true)
    expect(isValidName('----')).toBe(true)
    expect(isValidName('a'.repeat(100))).toBe(true)
  })

  it.each(['name_one', 'name one', 'name.eth', 'name!', 'ab-c\n', ''])('rejects %j', (value) => {
    expect(isValidName(value)).toBe(false)
  })

  it('rejects non-ASCII letters (look-alikes)', () => {
    expect(isValidName('café')).toBe(false)
    expect(isValidName('\u0430bcd')).toBe(false) // Cyrillic "а"
    expect(isValidName('名前名前')).toBe(false)
  })

  it('rejects non-strings', () => {
    expect(isValidName(1234)).toBe(false)
  })
})

describe('nameSchema', () => {
  it('mirrors the predicate with a message', () => {
    expect(nameSchema.parse('abcd')).toBe('abcd')
    const result = nameSchema.safeParse('abc')
    expect(result.error?.issues[0]?.message).toBe(
      'Invalid name: use letters, digits and hyphens only, at least 4 characters',
    )
  })
})
