import { describe, expect, it } from 'vitest'
import { builtInWallets } from './built-in-wallets.ts'
import { isSafeWalletLink, walletBrowseLink, walletConnectLink } from './wallet-links.ts'

const PAIRING_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

describe('the built-in wallet catalogue', () => {
  it('lists at least 40 wallets across eip155, solana and bip122', () => {
    expect(builtInWallets.length).toBeGreaterThanOrEqual(40)
    for (const namespace of ['eip155', 'solana', 'bip122'] as const) {
      expect(builtInWallets.some((wallet) => wallet.namespaces.includes(namespace))).toBe(true)
    }
  })

  it('gives every wallet a unique explorer id, name and extension rdns', () => {
    const unique = (values: readonly (string | undefined)[]) => {
      const present = values.filter((value): value is string => value !== undefined)
      return new Set(present).size === present.length
    }
    for (const wallet of builtInWallets) {
      expect(wallet.id, wallet.name).toMatch(/^[0-9a-f]{64}$/)
      expect(wallet.color, wallet.name).toMatch(/^#[0-9a-f]{6}$/)
      expect(wallet.namespaces.length, wallet.name).toBeGreaterThan(0)
    }
    expect(unique(builtInWallets.map((wallet) => wallet.id))).toBe(true)
    expect(unique(builtInWallets.map((wallet) => wallet.name.toLowerCase()))).toBe(true)
    expect(unique(builtInWallets.map((wallet) => wallet.rdns))).toBe(true)
  })

  it('has links that parse and carry the exact, encoded pairing URI', () => {
    for (const wallet of builtInWallets) {
      for (const base of [wallet.mobileLink, wallet.universalLink, wallet.desktopLink]) {
        if (base === undefined) continue
        expect(isSafeWalletLink(base), `${wallet.name}: ${base}`).toBe(true)
        const link = walletConnectLink(base, PAIRING_URI) as string
        const parsed = new URL(link)
        expect(parsed.searchParams.get('uri'), `${wallet.name}: ${link}`).toBe(PAIRING_URI)
        expect(link.endsWith(`wc?uri=${encodeURIComponent(PAIRING_URI)}`)).toBe(true)
      }
      if (wallet.universalLink !== undefined) {
        expect(wallet.universalLink, wallet.name).toMatch(/^https:\/\/[^/]+\/.*\/?$/)
      }
      if (wallet.webappLink !== undefined) expect(wallet.webappLink).toMatch(/^https:\/\//)
      if (wallet.browseLink !== undefined) {
        const link = walletBrowseLink(wallet.browseLink, 'https://dapp.example/page?x=1')
        expect(link, wallet.name).toBeDefined()
        expect(new URL(link as string).href).toContain(encodeURIComponent('https://dapp.example/'))
      }
    }
  })
})
