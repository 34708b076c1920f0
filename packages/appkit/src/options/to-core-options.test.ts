import { devnetEvm } from '@openappkit/common/networks'
import { describe, expect, it } from 'vitest'
import { toRemoteFeatures } from './to-core-options.ts'

describe('toRemoteFeatures', () => {
  it("reads the incumbent's features.email, socials, swaps, onramp and history", () => {
    expect(
      toRemoteFeatures({
        networks: [devnetEvm],
        features: { email: false, socials: false, swaps: false, onramp: true, history: false },
      }),
    ).toEqual({ email: false, socials: false, swaps: false, activity: false })
  })

  it('lets remoteFeatures win over features', () => {
    expect(
      toRemoteFeatures({
        networks: [devnetEvm],
        features: { email: false, swaps: false },
        remoteFeatures: { email: true, swaps: undefined },
      }),
    ).toEqual({ email: true, swaps: false })
    expect(toRemoteFeatures({ networks: [devnetEvm] })).toBeUndefined()
  })
})
