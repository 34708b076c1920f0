import { describe, expect, it } from 'vitest'
import { fillTemplate } from './fill-template.ts'

describe('fillTemplate', () => {
  it('fills known placeholders and leaves unknown ones as written', () => {
    expect(fillTemplate('{a} and {b}', { a: 1 })).toBe('1 and {b}')
    expect(fillTemplate('{a}', undefined)).toBe('{a}')
  })

  it("reads a family's {problem} from its text, filled from the same params", () => {
    const params = { problem: 'NOT_HEX_BYTES', type: 'bytes' }
    expect(fillTemplate('ABI codec error: {problem}', params, 'Invalid {type}')).toBe(
      'ABI codec error: Invalid bytes',
    )
    expect(fillTemplate('ABI codec error: {problem}', params)).toBe(
      'ABI codec error: NOT_HEX_BYTES',
    )
  })
})
