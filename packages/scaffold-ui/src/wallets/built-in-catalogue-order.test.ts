import { mainnet } from '@openappkit/common/networks'
import { builtInWallets } from '@openappkit/common/wallets'
import type { Connector } from '@openappkit/controllers'
import { describe, expect, it } from 'vitest'
import { buildAllWalletsEntries, filterWalletEntries } from './build-all-wallets-entries.ts'
import { buildConnectEntries } from './build-connect-entries.ts'
import type { WalletListing } from './types.ts'

// The built-in catalogue under the modal's ordering rules, with explorer ids written for the
// incumbent: Zerion's and Rabby's `featuredWalletIds` entries mean those wallets here too.
const listing: WalletListing[] = builtInWallets.map(({ color: _color, namespaces: _n, ...w }) => w)
const ZERION = 'ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18'
const RABBY = '18388be9ac2d02726dbac9777c96efaac06d744b2f6d580fccdd4127a6d01fd1'
const walletConnect: Connector = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
  chains: [mainnet],
}
const announcedMetaMask: Connector = {
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  chain: 'eip155',
  chains: [mainnet],
  info: { rdns: 'io.metamask' },
}
const order = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

describe('the built-in catalogue in the Connect and All Wallets views', () => {
  it('orders walletConnect, installed, featured (by explorer id), then recommended', () => {
    const entries = buildConnectEntries({
      connectors: [walletConnect, announcedMetaMask],
      recentWallets: [],
      listing,
      featuredWalletIds: [RABBY, ZERION],
      order,
    })
    expect(entries.map((entry) => [entry.name, entry.tag])).toEqual([
      ['WalletConnect', 'qrCode'],
      ['MetaMask', 'installed'],
      ['Rabby Wallet', undefined],
      ['Zerion', undefined],
      ['Trust Wallet', undefined],
    ])
  })

  it('lists every catalogue wallet once in All Wallets, featured first, and searches it', () => {
    const entries = buildAllWalletsEntries({
      connectors: [walletConnect, announcedMetaMask],
      listing,
      featuredWalletIds: [ZERION],
    })
    // The installed MetaMask replaces its listing; WalletConnect itself is no wallet here.
    expect(entries).toHaveLength(builtInWallets.length)
    expect(entries.slice(0, 2).map((entry) => entry.name)).toEqual(['MetaMask', 'Zerion'])
    expect(filterWalletEntries(entries, 'LEDGER').map((entry) => entry.name)).toEqual([
      'Ledger Live',
    ])
  })
})
