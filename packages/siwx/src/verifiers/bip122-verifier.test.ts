import { describe, expect, it } from 'vitest'
import { fixtureData, fixtureSession, fixtureSigners } from '../test-utils/siwx-fixtures.ts'
import { BIP122Verifier } from './bip122-verifier.ts'

describe('BIP122Verifier', () => {
  it('accepts a regtest address on regtest and refuses it signed for mainnet', async () => {
    const bitcoin = fixtureSigners()[2]
    if (!bitcoin) throw new Error('fixtures')
    const verifier = new BIP122Verifier()
    expect(await verifier.verify(await fixtureSession(bitcoin))).toBe(true)
    // A valid signature over a message naming mainnet: the bcrt1 address is not a mainnet one.
    const mainnet = fixtureData(bitcoin, Date.now(), {
      chainId: 'bip122:000000000019d6689c085ae165831e93',
    })
    expect(await verifier.verify(await fixtureSession(bitcoin, mainnet))).toBe(false)
  })
})
