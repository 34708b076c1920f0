// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { devnet } from '../../test/wallet-fixtures.ts'
import { createTestWallet } from './create-test-wallet.ts'

type Announcement = {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: unknown
}

function listen() {
  const announcements: Announcement[] = []
  const listener = (event: Event) => announcements.push((event as CustomEvent<Announcement>).detail)
  window.addEventListener('eip6963:announceProvider', listener)
  return {
    announcements,
    stop: () => window.removeEventListener('eip6963:announceProvider', listener),
  }
}

describe('EIP-6963 announcement', () => {
  it('announces itself on creation with its info and the provider', () => {
    const events = listen()
    const { accounts, rpcUrls } = devnet()
    const wallet = createTestWallet({
      privateKey: accounts[0]?.privateKey as `0x${string}`,
      rpcUrls,
      name: 'Lab Wallet',
      rdns: 'org.example.lab',
    })
    expect(events.announcements).toHaveLength(1)
    const [announcement] = events.announcements
    expect(announcement?.provider).toBe(wallet)
    expect(announcement?.info).toMatchObject({ name: 'Lab Wallet', rdns: 'org.example.lab' })
    expect(announcement?.info.icon).toMatch(/^data:image\//)
    expect(announcement?.info.uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(Object.isFrozen(announcement)).toBe(true)
    wallet.destroy()
    events.stop()
  })

  it('answers eip6963:requestProvider until destroyed', () => {
    const { accounts, rpcUrls } = devnet()
    const wallet = createTestWallet({
      privateKey: accounts[0]?.privateKey as `0x${string}`,
      rpcUrls,
    })
    const events = listen()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(events.announcements.map((item) => item.provider)).toEqual([wallet])
    wallet.destroy()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(events.announcements).toHaveLength(1)
    events.stop()
  })

  it('stays silent with announceTarget null', () => {
    const events = listen()
    const { accounts, rpcUrls } = devnet()
    createTestWallet({
      privateKey: accounts[0]?.privateKey as `0x${string}`,
      rpcUrls,
      announceTarget: null,
    })
    expect(events.announcements).toEqual([])
    events.stop()
  })
})
