import { describe, expect, it } from 'vitest'
import { EMAIL_DISPLAY_MAX_LENGTH } from '../constants/index.ts'
import { truncateEmail } from './truncate-email.ts'

function emailOfLength(length: number, domain = '@example.com'): string {
  return `${'a'.repeat(length - domain.length)}${domain}`
}

describe('truncateEmail', () => {
  it('leaves e-mails of up to 30 characters unchanged', () => {
    const exactly30 = emailOfLength(30)
    expect(exactly30).toHaveLength(EMAIL_DISPLAY_MAX_LENGTH)
    expect(truncateEmail(exactly30)).toBe(exactly30)
    expect(truncateEmail('me@example.com')).toBe('me@example.com')
    expect(truncateEmail('')).toBe('')
  })

  it('cuts a 31-character e-mail to 30, keeping the domain', () => {
    const result = truncateEmail(emailOfLength(31))
    expect(result).toHaveLength(30)
    expect(result).toBe(`${'a'.repeat(17)}…@example.com`)
  })

  it('keeps the domain for long local parts', () => {
    expect(truncateEmail('averyveryverylongnameindeed@example.com')).toBe(
      'averyveryverylong…@example.com',
    )
  })

  it('cuts the end when the domain is too long to keep', () => {
    const email = 'ab@averyveryveryveryverylongdomainname.com'
    const result = truncateEmail(email)
    expect(result).toBe('ab@averyveryveryveryverylongd…')
    expect(result).toHaveLength(30)
  })

  it('keeps the domain while at least 3 local characters stay visible', () => {
    const domain = `@${'d'.repeat(25)}`
    expect(truncateEmail(`${'a'.repeat(10)}${domain}`)).toBe(`aaa…${domain}`)
    const longerDomain = `@${'d'.repeat(26)}`
    expect(truncateEmail(`${'a'.repeat(10)}${longerDomain}`)).toBe(
      `${'a'.repeat(10)}@${'d'.repeat(18)}…`,
    )
  })

  it('cuts text without @ at the end', () => {
    expect(truncateEmail('x'.repeat(40))).toBe(`${'x'.repeat(29)}…`)
  })

  it('counts code points so no character is split', () => {
    const email = `${'😀'.repeat(20)}@example.com`
    const result = truncateEmail(email)
    expect(Array.from(result)).toHaveLength(30)
    expect(result).toBe(`${'😀'.repeat(17)}…@example.com`)
  })
})
