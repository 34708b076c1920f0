import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { getAccountState } from './get-account-state.ts'
import { isConnected } from './is-connected.ts'
import { setCaipAddress } from './set-caip-address.ts'

const address = '0x1111111111111111111111111111111111111111'

describe('setCaipAddress', () => {
  it('sets the account of the active namespace and the active address', () => {
    const { core } = createTestCore()
    setCaipAddress(core, { namespace: 'eip155', caipAddress: `eip155:1:${address}` })
    const account = getAccountState(core)
    expect(account?.address).toBe(address)
    expect(account?.addressExplorerUrl).toBe(`https://explorer.test/1/address/${address}`)
    expect(core.state.chains.activeCaipAddress).toBe(`eip155:1:${address}`)
    expect(isConnected(core)).toBe(true)
  })

  it('leaves the active address alone for another namespace', () => {
    const { core } = createTestCore()
    setCaipAddress(core, {
      namespace: 'solana',
      caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:Sol1',
    })
    expect(core.state.chains.activeCaipAddress).toBeUndefined()
    expect(getAccountState(core, { namespace: 'solana' })?.address).toBe('Sol1')
    expect(getAccountState(core, { namespace: 'solana' })?.addressExplorerUrl).toBeUndefined()
    expect(isConnected(core, { namespace: 'solana' })).toBe(true)
    expect(isConnected(core)).toBe(false)
  })

  it('clears the account with undefined and ignores unknown namespaces', () => {
    const { core } = createTestCore()
    setCaipAddress(core, { namespace: 'eip155', caipAddress: `eip155:1:${address}` })
    setCaipAddress(core, { namespace: 'eip155', caipAddress: undefined })
    expect(getAccountState(core)?.address).toBeUndefined()
    setCaipAddress(core, { namespace: 'polkadot', caipAddress: 'polkadot:abc:def' })
    expect(getAccountState(core, { namespace: 'polkadot' })).toBeUndefined()
    expect(isConnected(core, { namespace: 'polkadot' })).toBe(false)
  })

  it('throws on a malformed CAIP-10 address', () => {
    const { core } = createTestCore()
    expect(() =>
      setCaipAddress(core, {
        namespace: 'eip155',
        caipAddress: 'eip155:1' as `${string}:${string}:${string}`,
      }),
    ).toThrow('Invalid CAIP-10 address: eip155:1')
  })
})
