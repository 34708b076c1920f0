import { describe, expect, it } from 'vitest'
import { adapterConstructor } from './adapter-constructor.ts'
import type { ChainAdapter } from './types.ts'

describe('adapterConstructor', () => {
  it('makes `new` return the factory’s adapter, with or without parameters', () => {
    const made: unknown[] = []
    const create = (parameters: { networks?: string[] }) => {
      made.push(parameters)
      return { namespace: 'eip155', adapterType: 'ethers' } as ChainAdapter
    }
    const Adapter = adapterConstructor(create)
    expect(new Adapter().adapterType).toBe('ethers')
    expect(new Adapter({ networks: ['a'] }).namespace).toBe('eip155')
    expect(made).toEqual([{}, { networks: ['a'] }])
  })
})
