import type { ChainNamespace } from '@openappkit/common/caip'
import type { Connector } from '@openappkit/controllers'
import {
  connectorEntry,
  connectorImage,
  listedConnectors,
  listingEntry,
  matchesConnector,
} from './build-connect-entries.ts'
import type { WalletEntry, WalletListing } from './types.ts'

export type BuildAllWalletsEntriesParameters = {
  connectors: readonly Connector[]
  listing: readonly WalletListing[]
  customWallets?: readonly WalletListing[] | undefined
  /** Listed wallets shown right after the installed ones, in this order. */
  featuredWalletIds?: readonly string[] | undefined
  activeChain?: ChainNamespace | undefined
  connectorImages?: Readonly<Record<string, string>> | undefined
}

/**
 * Every wallet the visitor can pick: installed ones first (tagged), then the integrator's
 * custom wallets, the featured wallets and the wallet list, each wallet once. WalletConnect itself is not a wallet
 * here: any listed wallet reaches it.
 */
export function buildAllWalletsEntries(
  parameters: BuildAllWalletsEntriesParameters,
): WalletEntry[] {
  const { customWallets = [], featuredWalletIds = [], activeChain, connectorImages } = parameters
  const featured = featuredWalletIds
    .map((id) => parameters.listing.find((wallet) => wallet.id === id))
    .filter((wallet): wallet is WalletListing => wallet !== undefined)
  const listing = [...featured, ...parameters.listing]
  const connectors = listedConnectors(parameters.connectors, activeChain).filter(
    (connector) => connector.type !== 'WALLET_CONNECT',
  )
  const entries: WalletEntry[] = connectors.map((connector) =>
    connectorEntry(
      connector,
      connectorImage(connector, listing, connectorImages),
      connector.type === 'INJECTED' || connector.type === 'ANNOUNCED' ? 'installed' : undefined,
    ),
  )
  const seen = new Set(entries.map((entry) => entry.id))
  for (const wallet of [...customWallets, ...listing]) {
    if (
      seen.has(wallet.id) ||
      connectors.some((connector) => matchesConnector(wallet, connector))
    ) {
      continue
    }
    seen.add(wallet.id)
    entries.push(listingEntry(wallet))
  }
  return entries
}

/** Folds accents and case so “Êxodus” matches “exodus”. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}

/** The entries whose name contains `query` (ignoring case and accents); all for an empty one. */
export function filterWalletEntries(entries: readonly WalletEntry[], query: string): WalletEntry[] {
  const needle = normalizeSearch(query)
  if (!needle) return [...entries]
  return entries.filter((entry) => normalizeSearch(entry.name).includes(needle))
}
