import { builtInWallets, walletInitials, walletMonogram } from '@openappkit/common/wallets'
import { describe, expect, it } from 'vitest'
import { createWalletDirectory, normalizeWalletSearch } from './wallet-directory.ts'

const all = { page: 1, entries: 100 }

describe('createWalletDirectory', () => {
  it('lists the built-in wallets, each with a self-contained icon', () => {
    const directory = createWalletDirectory({ builtIn: true, extra: [] })
    expect(directory.wallets).toHaveLength(builtInWallets.length)
    for (const wallet of directory.wallets) expect(wallet.imageUrl).toMatch(/^data:image\/svg/)
    expect(new Set(directory.wallets.map((wallet) => wallet.id)).size).toBe(builtInWallets.length)
  })

  it('lets the operator replace a built-in wallet and add their own', () => {
    const directory = createWalletDirectory({
      builtIn: true,
      extra: [
        { id: builtInWallets[0]?.id, name: 'Renamed', namespaces: ['eip155'] },
        {
          id: 'house-wallet',
          name: 'House Wallet',
          namespaces: ['solana'],
          mobileLink: 'house://',
        },
      ],
    })
    expect(directory.wallets[0]?.name).toBe('Renamed')
    expect(directory.wallets.at(-1)).toMatchObject({ id: 'house-wallet', mobileLink: 'house://' })
  })

  it("points the built-in wallets' icons at the operator's host when told", () => {
    const directory = createWalletDirectory({
      builtIn: true,
      extra: [],
      iconUrlTemplate: 'https://icons.example/wallets/{id}.png',
    })
    const metaMask = directory.wallets.find((wallet) => wallet.name === 'MetaMask')
    expect(metaMask?.imageUrl).toBe(`https://icons.example/wallets/${metaMask?.id}.png`)
  })

  it('serves each link form of the built-in wallets (native, universal, browse)', () => {
    const directory = createWalletDirectory({ builtIn: true, extra: [] })
    const byName = (name: string) => directory.wallets.find((wallet) => wallet.name === name)
    expect(byName('MetaMask')).toMatchObject({
      rdns: 'io.metamask',
      mobileLink: 'metamask://',
      universalLink: 'https://metamask.app.link/',
    })
    expect(byName('Phantom')?.browseLink).toMatch(/^https:\/\/phantom\.app\/.*\{url\}/)
    expect(directory.find({ ...all, namespaces: ['bip122'] }).count).toBeGreaterThan(10)
  })

  it('refuses a wallet whose link would run code', () => {
    expect(() =>
      createWalletDirectory({
        builtIn: false,
        extra: [
          { id: 'bad', name: 'Bad', namespaces: ['eip155'], mobileLink: 'javascript:alert(1)' },
        ],
      }),
    ).toThrow(/expected an https link or an app scheme/)
  })

  it('searches by name ignoring case and accents, and filters and pages', () => {
    const directory = createWalletDirectory({
      builtIn: false,
      extra: [
        { id: 'a', name: 'Êxodus', namespaces: ['eip155', 'bip122'] },
        { id: 'b', name: 'Solar', namespaces: ['solana'] },
        { id: 'c', name: 'Exotic', namespaces: ['eip155'] },
      ],
    })
    const names = (result: { data: { name: string }[] }) => result.data.map((item) => item.name)
    expect(names(directory.find({ ...all, search: 'EXO' }))).toEqual(['Êxodus', 'Exotic'])
    expect(names(directory.find({ ...all, namespaces: ['solana'] }))).toEqual(['Solar'])
    expect(names(directory.find({ ...all, include: ['a', 'b'], exclude: ['b'] }))).toEqual([
      'Êxodus',
    ])
    expect(directory.find({ page: 2, entries: 2 })).toMatchObject({ count: 3, data: [{ id: 'c' }] })
  })
})

describe('wallet icons', () => {
  it('draws initials readable on light and dark colours', () => {
    expect(walletInitials('Trust Wallet')).toBe('TW')
    expect(walletInitials('  ')).toBe('?')
    expect(decodeURIComponent(walletMonogram('Light', '#ffffff'))).toContain('fill="#111111"')
    expect(decodeURIComponent(walletMonogram('<b>', '#000000'))).toContain('&#60;')
    expect(normalizeWalletSearch(' Ça ')).toBe('ca')
  })
})
