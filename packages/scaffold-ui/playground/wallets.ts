import type { WalletListing } from '../src/index.ts'
import { walletIcon } from './assets.ts'

const first = [
  'Aurora',
  'Beacon',
  'Harbor',
  'Lantern',
  'Nimbus',
  'Orbit',
  'Pebble',
  'Quartz',
  'Summit',
  'Tidal',
  'Vertex',
  'Willow',
  'Zephyr',
  'Cobalt',
  'Ember',
  'Fjord',
  'Glacier',
  'Helix',
  'Ion',
  'Juniper',
]
const second = [
  'Wallet',
  'Vault',
  'Keys',
  'Pocket',
  'Safe',
  'Purse',
  'Pass',
  'Box',
  'Hub',
  'Wallet Pro',
  'Wallet Lite',
  'Card',
  'Wallet X',
  'Wallet Mobile',
  'Keychain',
  'Wallet Plus',
  'Ledgerly',
  'Coinbag',
  'Wallet One',
  'Wallet Go',
  'Stash',
]

/** 420 made-up wallets; the first ones have app links. */
export function createWalletList(): WalletListing[] {
  const wallets: WalletListing[] = []
  for (const [i, a] of first.entries()) {
    for (const [j, b] of second.entries()) {
      const index = wallets.length
      const name = `${a} ${b}`
      const id = name.toLowerCase().replace(/\s+/g, '-')
      wallets.push({
        id,
        name,
        imageUrl: walletIcon(i * 7 + j),
        ...(index < 12
          ? {
              mobileLink: `https://${id}.example/`,
              webappLink: `https://app.${id}.example/`,
            }
          : {}),
      })
    }
  }
  return wallets
}
