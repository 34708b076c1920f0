import { getWallets } from '@wallet-standard/app'
import type { BitcoinWallet } from './bitcoin-wallet.ts'
import {
  resolveSatsConnectProvider,
  type SatsConnectProviderInfo,
  toSatsConnectWallet,
} from './sats-connect-wallet.ts'
import { isStandardBitcoinWallet, toStandardBitcoinWallet } from './standard-bitcoin-wallet.ts'

/** The Bitcoin wallets of the page, by connector id, kept current. */
export type BitcoinWalletDiscovery = {
  /** Every wallet now: Wallet Standard ones, then sats-connect ones of another name. */
  wallets(): BitcoinWallet[]
  stop(): void
}

type PageWithProviders = { btc_providers?: unknown }

function announcedProviders(page: PageWithProviders): SatsConnectProviderInfo[] {
  const list = page.btc_providers
  if (!Array.isArray(list)) return []
  return list.filter(
    (item): item is SatsConnectProviderInfo =>
      typeof item?.id === 'string' && typeof item?.name === 'string' && item.id.length < 200,
  )
}

/**
 * Watches the Wallet Standard registry for wallets with `bitcoin:connect` and reads the
 * sats-connect announcements (`window.btc_providers`) on every look. A wallet that speaks both is
 * offered once, through the Wallet Standard.
 */
export function discoverBitcoinWallets(onChange: () => void): BitcoinWalletDiscovery {
  const page = (typeof window === 'undefined' ? {} : window) as PageWithProviders & object
  const registry = typeof window === 'undefined' ? undefined : getWallets()
  const standard = new Map<string, BitcoinWallet>()
  const satsConnect = new Map<string, BitcoinWallet>()
  const syncStandard = () => {
    const current = (registry?.get() ?? []).filter(isStandardBitcoinWallet)
    for (const name of standard.keys()) {
      if (!current.some((wallet) => wallet.name === name)) standard.delete(name)
    }
    for (const wallet of current) {
      if (!standard.has(wallet.name)) standard.set(wallet.name, toStandardBitcoinWallet(wallet))
    }
  }
  syncStandard()
  const stops = registry
    ? (['register', 'unregister'] as const).map((event) =>
        registry.on(event, () => {
          syncStandard()
          onChange()
        }),
      )
    : []
  return {
    wallets() {
      const found = [...standard.values()]
      for (const info of announcedProviders(page)) {
        if (found.some((wallet) => wallet.name === info.name)) continue
        const provider = resolveSatsConnectProvider(page, info.id)
        if (!provider) continue
        const wallet = satsConnect.get(info.id) ?? toSatsConnectWallet(info, provider)
        satsConnect.set(info.id, wallet)
        found.push(wallet)
      }
      return found
    },
    stop() {
      for (const stop of stops) stop()
    },
  }
}
