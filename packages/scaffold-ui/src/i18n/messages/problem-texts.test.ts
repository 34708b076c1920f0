import { abiProblems } from '@openappkit/common/errors'
import { describe, expect, it } from 'vitest'
import { problems as deProblems } from '../locales/de/problems.ts'
import { loadProblemTexts, problemTextOf } from './problem-texts.ts'

describe('problem texts', () => {
  it("loads one family's texts of one language, once", async () => {
    expect(problemTextOf('de', 'ABI_CODEC_FAILED', 'NOT_A_BOOL')).toBeUndefined()
    expect(await loadProblemTexts('de', 'ABI_CODEC_FAILED')).toBe(true)
    expect(problemTextOf('de', 'ABI_CODEC_FAILED', 'NOT_A_BOOL')).toBe(
      deProblems.ABI_CODEC_FAILED.NOT_A_BOOL,
    )
    expect(problemTextOf('fr', 'ABI_CODEC_FAILED', 'NOT_A_BOOL')).toBeUndefined()
    expect(await loadProblemTexts('de', 'ABI_CODEC_FAILED')).toBe(false)
  })

  it("reads English from common's own texts", async () => {
    expect(await loadProblemTexts('en', 'ABI_CODEC_FAILED')).toBe(true)
    expect(problemTextOf('en', 'ABI_CODEC_FAILED', 'NOT_A_BOOL')).toBe(abiProblems.NOT_A_BOOL)
  })

  it('has nothing to load for a code without a family, nor a text for an unknown problem', async () => {
    expect(await loadProblemTexts('de', 'EMAIL_COOLDOWN')).toBe(false)
    expect(problemTextOf('de', 'ABI_CODEC_FAILED', 'toString')).toBeUndefined()
  })
})
