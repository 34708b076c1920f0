import { describe, expect, it } from 'vitest'
import { withProblemText } from './format-problem.ts'

describe('withProblemText', () => {
  it('replaces the problem code by its text, filled from the same params', () => {
    expect(withProblemText({ problem: 'NOT_HEX_BYTES', type: 'bytes' }, 'Invalid {type}')).toEqual(
      { problem: 'Invalid bytes', type: 'bytes' },
    )
  })

  it('leaves the params as they are without a text or params', () => {
    const params = { problem: 'NOT_A_BOOL' }
    expect(withProblemText(params, undefined)).toBe(params)
    expect(withProblemText(undefined, 'Invalid bool')).toBeUndefined()
  })
})
