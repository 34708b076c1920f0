import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { setOnRampProviders } from './set-on-ramp-providers.ts'

describe('setOnRampProviders', () => {
  it('keeps only known providers whose names are in the array', () => {
    const { core } = createTestCore()
    setOnRampProviders(core, ['meld', 'unknown-provider'])
    expect(core.state.onRamp.providers.map((provider) => provider.name)).toEqual(['meld'])
    setOnRampProviders(core, ['coinbase', 'meld'])
    expect(core.state.onRamp.providers.map((provider) => provider.name)).toEqual([
      'meld',
      'coinbase',
    ])
    expect(core.state.onRamp.providers[0]).toMatchObject({ feeRange: '1-2%', label: 'Meld.io' })
  })

  it('gives an empty list for invalid input', () => {
    const { core } = createTestCore()
    for (const input of [undefined, 'meld', [1, 'meld'], { meld: true }, null]) {
      setOnRampProviders(core, ['meld'])
      setOnRampProviders(core, input)
      expect(core.state.onRamp.providers).toEqual([])
    }
  })
})
