import { englishMessages } from '@openappkit/common/errors'
import { describe, expect, it } from 'vitest'
import { messages as deMessages } from '../locales/de/messages.ts'
import { createMessageTranslator } from './create-message-translator.ts'

const tooMany = {
  code: 'ABI_CODEC_FAILED',
  params: { problem: 'VALUE_COUNT_MISMATCH', expected: 2, received: 3 },
} as const

describe('createMessageTranslator', () => {
  it("fills a family's {problem} with its problem's text, from the same params", () => {
    const german = createMessageTranslator(deMessages, 'de-DE', (code, problem) =>
      code === 'ABI_CODEC_FAILED' && problem === 'VALUE_COUNT_MISMATCH'
        ? '{expected} Werte erwartet, {received} erhalten'
        : undefined,
    )
    expect(german(tooMany)).toBe('ABI-Codec-Fehler: 2 Werte erwartet, 3 erhalten')
  })

  it('shows the problem code until its text is there, and asks only for a {problem}', () => {
    const asked: string[] = []
    const english = createMessageTranslator(englishMessages, 'en-US', (code, problem) => {
      asked.push(`${code} ${problem}`)
      return undefined
    })
    expect(english(tooMany)).toBe('ABI codec error: VALUE_COUNT_MISMATCH')
    expect(english({ code: 'EMAIL_COOLDOWN', params: { n: 2 } })).toBe(
      'Please try again after 2 seconds',
    )
    expect(asked).toEqual(['ABI_CODEC_FAILED VALUE_COUNT_MISMATCH'])
  })
})
