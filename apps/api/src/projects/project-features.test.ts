import { describe, expect, it } from 'vitest'
import { featureOfPath, isProjectFeature } from './project-features.ts'

describe('featureOfPath', () => {
  it('maps every gated route to its feature and leaves the shared ones ungated', () => {
    const cases: [string, string | undefined][] = [
      ['/v1/account/0xabc/balance', 'balances'],
      ['/v1/account/eip155:1:0xabc/history', 'history'],
      ['/v1/identity/0xabc', 'names'],
      ['/v1/profile/suggestions/alice', 'names'],
      ['/v1/convert/quotes', 'swaps'],
      ['/v1/fungible/price', 'prices'],
      ['/v1/onramp/options', 'onramp'],
      ['/v1/generators/onrampurl', 'onramp'],
      ['/v1/sessions/eip155:1:0xabc/revoke', 'sessions'],
      ['/v1/siwx/nonces', 'siwx'],
      ['/v1/embedded/frame', 'embedded'],
      ['/v1/wallets', 'wallets'],
      ['/e', 'analytics'],
      ['/e/summary', 'analytics'],
      ['/v1/supported-chains', undefined],
      ['/health', undefined],
      ['/onramp/checkout/abc', undefined],
      ['/events', undefined],
    ]
    for (const [path, feature] of cases)
      expect([path, featureOfPath(path)]).toEqual([path, feature])
  })

  it('knows only the listed feature names', () => {
    expect(isProjectFeature('swaps')).toBe(true)
    expect(isProjectFeature('teleport')).toBe(false)
  })
})
