import { describe, expect, it } from 'vitest'
import { collectErrorChain, findInErrorChain } from './find-in-error-chain.ts'

describe('findInErrorChain', () => {
  const pickCode = (value: object) => (value as { code?: unknown }).code as number | undefined

  it('returns the outermost match first', () => {
    expect(findInErrorChain({ code: 1, cause: { code: 2 } }, pickCode)).toBe(1)
    expect(findInErrorChain({ cause: { code: 2 }, error: { data: { code: 3 } } }, pickCode)).toBe(2)
  })

  it.each(['cause', 'error', 'originalError', 'data', 'info'])('looks inside %s', (key) => {
    expect(findInErrorChain({ [key]: { code: 7 } }, pickCode)).toBe(7)
  })

  it('stops on cycles and beyond the depth limit', () => {
    const cyclic: { cause?: unknown } = {}
    cyclic.cause = cyclic
    expect(findInErrorChain(cyclic, pickCode)).toBeUndefined()

    let deep: object = { code: 9 }
    for (let level = 0; level < 20; level++) deep = { cause: deep }
    expect(findInErrorChain(deep, pickCode)).toBeUndefined()
  })

  it('ignores primitives', () => {
    expect(findInErrorChain('code', pickCode)).toBeUndefined()
    expect(collectErrorChain(null)).toEqual([])
  })

  it('collects the chain outermost first', () => {
    const inner = { message: 'inner' }
    const outer = new Error('outer', { cause: inner })
    expect(collectErrorChain(outer)).toEqual([outer, inner])
  })
})
