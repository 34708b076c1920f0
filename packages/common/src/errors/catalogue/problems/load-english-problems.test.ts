import { describe, expect, it } from 'vitest'
import { placeholdersOf } from '../fill-template.ts'
import { errorCatalogue, formatEnglishMessage } from '../index.ts'
import { abiProblems } from './abi-problems.ts'
import { isProblemFamilyCode, loadEnglishProblems } from './load-english-problems.ts'

const families = { ABI_CODEC_FAILED: abiProblems } as const

describe('problem families', () => {
  it('loads each family its own English texts', async () => {
    for (const [code, texts] of Object.entries(families)) {
      expect(isProblemFamilyCode(code), code).toBe(true)
      expect(await loadEnglishProblems(code as keyof typeof families)).toBe(texts)
    }
    expect(isProblemFamilyCode('EMAIL_COOLDOWN')).toBe(false)
    expect(isProblemFamilyCode('toString')).toBe(false)
  })

  it('gives only entries with a {problem} a family, and no problem text a {problem} of its own', () => {
    const withProblem = Object.entries(errorCatalogue)
      .filter(([, text]) => placeholdersOf(text).includes('problem'))
      .map(([code]) => code)
    expect(withProblem.filter((code) => !isProblemFamilyCode(code))).toEqual([
      'INVALID_OPTION',
      'INVALID_NETWORK',
      'WALLET_FRAME_INVALID_REQUEST',
      'INVALID_NAME',
      'SIWX_MESSAGE_MALFORMED',
    ])
    for (const texts of Object.values(families))
      for (const text of Object.values(texts)) expect(placeholdersOf(text)).not.toContain('problem')
  })

  it("formats a family's English message with its texts, and with the code without them", async () => {
    const descriptor = {
      code: 'ABI_CODEC_FAILED',
      params: { problem: 'NOT_HEX_BYTES', type: 'bytes32' },
    } as const
    expect(formatEnglishMessage(descriptor, await loadEnglishProblems('ABI_CODEC_FAILED'))).toBe(
      'ABI codec error: Invalid bytes32: expected 0x-prefixed hex bytes',
    )
    expect(formatEnglishMessage(descriptor)).toBe('ABI codec error: NOT_HEX_BYTES')
  })
})
