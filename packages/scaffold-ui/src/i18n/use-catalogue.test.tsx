import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { problems as itProblems } from './locales/it/problems.ts'
import { useCatalogue } from './use-catalogue.ts'

const notHex = {
  code: 'ABI_CODEC_FAILED',
  params: { problem: 'NOT_HEX_BYTES', type: 'bytes32' },
} as const

describe('useCatalogue', () => {
  it("speaks a family's problem once its texts arrive, in the visitor's language", async () => {
    const { result } = renderHook(() => useCatalogue('it'))
    await waitFor(() => expect(result.current?.locale).toBe('it'))
    const before = result.current
    expect(before?.translateMessage(notHex)).toBe('Errore di codifica ABI: NOT_HEX_BYTES')
    await waitFor(() => expect(result.current).not.toBe(before))
    expect(result.current?.translateMessage(notHex)).toBe(
      `Errore di codifica ABI: ${itProblems.ABI_CODEC_FAILED.NOT_HEX_BYTES.replace('{type}', 'bytes32')}`,
    )
  })

  it('speaks English at once, its problem texts from common', async () => {
    const { result } = renderHook(() => useCatalogue(undefined))
    expect(result.current?.locale).toBe('en')
    result.current?.translateMessage(notHex)
    await waitFor(() =>
      expect(result.current?.translateMessage(notHex)).toBe(
        'ABI codec error: Invalid bytes32: expected 0x-prefixed hex bytes',
      ),
    )
  })
})
