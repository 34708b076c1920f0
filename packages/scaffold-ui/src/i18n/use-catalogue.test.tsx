import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { problems as itProblems } from './locales/it/problems.ts'
import { useCatalogue } from './use-catalogue.ts'

const noSymbol = {
  code: 'INVALID_NETWORK',
  params: { problem: 'SYMBOL_EMPTY', network: 'Devnet' },
} as const

describe('useCatalogue', () => {
  it("speaks a family's problem once its texts arrive, in the visitor's language", async () => {
    const { result } = renderHook(() => useCatalogue('it'))
    await waitFor(() => expect(result.current?.locale).toBe('it'))
    const before = result.current
    expect(before?.translateMessage(noSymbol)).toBe('Definizione di rete non valida: SYMBOL_EMPTY')
    await waitFor(() => expect(result.current).not.toBe(before))
    expect(result.current?.translateMessage(noSymbol)).toBe(
      `Definizione di rete non valida: ${itProblems.INVALID_NETWORK.SYMBOL_EMPTY.replace('{network}', 'Devnet')}`,
    )
  })

  it('speaks English at once, its problem texts from common', async () => {
    const { result } = renderHook(() => useCatalogue(undefined))
    expect(result.current?.locale).toBe('en')
    result.current?.translateMessage(noSymbol)
    await waitFor(() =>
      expect(result.current?.translateMessage(noSymbol)).toBe(
        'Invalid network definition: Invalid native currency symbol for network Devnet: the symbol is empty',
      ),
    )
  })
})
