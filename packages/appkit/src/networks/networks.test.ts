import { describe, expect, it } from 'vitest'
import { base, devnetEvm, mainnet, solana } from './index.ts'

describe('@openappkit/appkit/networks', () => {
  it('offers the catalogue under the incumbent import path', () => {
    expect(mainnet.caipNetworkId).toBe('eip155:1')
    expect(base.caipNetworkId).toBe('eip155:8453')
    expect(solana.chainNamespace).toBe('solana')
    expect(devnetEvm.id).toBe(31337)
  })
})
