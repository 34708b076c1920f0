import { describe, expect, it } from 'vitest'
import { hasPhoneLink, phoneWalletLink } from './phone-wallet-link.ts'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=def'
const pageUrl = 'https://dapp.example/swap?x=1'

describe('phoneWalletLink', () => {
  it('prefers the universal link over the app scheme, carrying the encoded URI', () => {
    const wallet = {
      id: 'm',
      name: 'M',
      mobileLink: 'm://',
      universalLink: 'https://m.example/',
    }
    expect(phoneWalletLink(wallet, { uri, pageUrl })).toEqual({
      href: `https://m.example/wc?uri=${encodeURIComponent(uri)}`,
      via: 'walletConnect',
    })
    expect(phoneWalletLink({ ...wallet, universalLink: undefined }, { uri, pageUrl })?.href).toBe(
      `m://wc?uri=${encodeURIComponent(uri)}`,
    )
  })

  it('waits for the pairing URI a WalletConnect link needs', () => {
    const wallet = { id: 'm', name: 'M', universalLink: 'https://m.example/' }
    expect(phoneWalletLink(wallet, { uri: undefined, pageUrl })).toBeUndefined()
  })

  it("opens the page in the wallet's browser when it pairs no WalletConnect session", () => {
    const wallet = { id: 'p', name: 'P', browseLink: 'https://p.example/browse/{url}?ref={ref}' }
    expect(phoneWalletLink(wallet, { uri: undefined, pageUrl })).toEqual({
      href: `https://p.example/browse/${encodeURIComponent(pageUrl)}?ref=${encodeURIComponent('https://dapp.example')}`,
      via: 'browse',
    })
    expect(hasPhoneLink(wallet)).toBe(true)
    expect(hasPhoneLink({ id: 'q', name: 'Q' })).toBe(false)
  })

  it('refuses a link that would run code', () => {
    const wallet = { id: 'x', name: 'X', mobileLink: 'javascript:alert(1)' }
    expect(phoneWalletLink(wallet, { uri, pageUrl })).toBeUndefined()
  })
})
