import { describe, expect, it } from 'vitest'
import { clonePlain } from './clone-plain.ts'

describe('clonePlain', () => {
  it('copies nested objects and arrays, keeping primitives and class instances', () => {
    const date = new Date(0)
    const source = { a: 1, nested: { list: [1, { b: 'x' }] }, date, nothing: null }
    const copy = clonePlain(source)
    expect(copy).toEqual(source)
    expect(copy.nested).not.toBe(source.nested)
    expect(copy.nested.list[1]).not.toBe(source.nested.list[1])
    expect(copy.date).toBe(date)
  })
})
