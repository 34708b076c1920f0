import { describe, expect, it } from 'vitest'
import { announceTestWallet, testWalletInfo } from './announce-test-wallet.ts'
import type { AnnounceTarget } from './types.ts'
import { DEFAULT_TEST_WALLET_ICON } from './wallet-defaults.ts'

const defaults = { name: 'A Wallet', rdns: 'org.example.wallet' }

function fakeTarget() {
  const dispatched: string[] = []
  const listeners = new Set<() => void>()
  const target: AnnounceTarget = {
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    dispatchEvent: (event) => {
      dispatched.push(event.type)
      return true
    },
  }
  return { target, dispatched, listeners }
}

describe('testWalletInfo', () => {
  it('takes what the options name and the wallet defaults for the rest', () => {
    expect(testWalletInfo({ uuid: 'u', icon: 'data:x' }, defaults)).toEqual({
      uuid: 'u',
      icon: 'data:x',
      ...defaults,
    })
    const info = testWalletInfo({ name: 'Mine', rdns: 'org.mine' }, defaults)
    expect(info).toMatchObject({ name: 'Mine', rdns: 'org.mine', icon: DEFAULT_TEST_WALLET_ICON })
    expect(info.uuid).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('announceTestWallet', () => {
  it('announces on the given target until stopped', () => {
    const { target, dispatched, listeners } = fakeTarget()
    const info = testWalletInfo({}, defaults)
    const announcement = announceTestWallet({ announceTarget: target }, { info, provider: {} })
    announcement.announce()
    expect(dispatched).toEqual(['eip6963:announceProvider', 'eip6963:announceProvider'])
    announcement.stop()
    expect(listeners.size).toBe(0)
  })

  it('announces nowhere with a null target, and its controls do nothing', () => {
    const info = testWalletInfo({}, defaults)
    const announcement = announceTestWallet({ announceTarget: null }, { info, provider: {} })
    expect(() => {
      announcement.announce()
      announcement.stop()
    }).not.toThrow()
  })
})
