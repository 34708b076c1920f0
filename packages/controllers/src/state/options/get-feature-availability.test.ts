import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { getFeatureAvailability } from './get-feature-availability.ts'

describe('getFeatureAvailability', () => {
  it('reports API features off when no API is configured', () => {
    const { core } = createTestCore()
    expect(getFeatureAvailability(core)).toEqual({
      swaps: false,
      onramp: false,
      activity: false,
      names: false,
      analytics: false,
      email: true,
      socials: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'],
    })
  })

  it('passes the remote features through when an API is configured', () => {
    const { core } = createTestCore({
      apiUrl: 'https://api.test',
      remoteFeatures: { onramp: false, activity: false },
      features: { analytics: false },
    })
    expect(getFeatureAvailability(core)).toMatchObject({
      swaps: ['1inch'],
      onramp: false,
      activity: false,
      names: true,
      analytics: false,
    })
  })

  it('turns the on-ramp off in a restricted time zone (docs/project/architecture.md §11)', () => {
    const { core } = createTestCore({ apiUrl: 'https://api.test' })
    expect(getFeatureAvailability(core).onramp).toEqual(['meld'])
    Object.assign(core.services, { timeZone: 'Asia/Hong_Kong' })
    expect(getFeatureAvailability(core)).toMatchObject({ onramp: false, swaps: ['1inch'] })
  })
})
