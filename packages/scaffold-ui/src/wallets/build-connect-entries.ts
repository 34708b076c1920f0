import type { ChainNamespace } from '@openappkit/common/caip'
import type { CONNECTOR_TYPE_ORDER } from '@openappkit/common/constants'
import type { Connector } from '@openappkit/controllers'
import type { ConnectorsState } from '@openappkit/controllers/internal'
import type { WalletEntry, WalletListing } from './types.ts'

type ConnectorSection = (typeof CONNECTOR_TYPE_ORDER)[number]

export type BuildConnectEntriesParameters = {
  connectors: readonly Connector[]
  recentWallets: readonly ConnectorsState['recentWallets'][number][]
  /** The loaded wallet list (empty while loading). */
  listing: readonly WalletListing[]
  featuredWalletIds?: readonly string[] | undefined
  customWallets?: readonly WalletListing[] | undefined
  /** Section order (docs/project/behaviour.md §1 connector type order). */
  order: readonly ConnectorSection[]
  /** The namespace whose connector wins when a wallet has several. */
  activeChain?: ChainNamespace | undefined
  connectorImages?: Readonly<Record<string, string>> | undefined
  /** Rows the Connect view shows before recommended wallets stop being added. */
  maxRows?: number | undefined
}

/** Connectors listed as wallet rows: every kind but the embedded (AUTH) one. */
export function listedConnectors(
  connectors: readonly Connector[],
  activeChain: ChainNamespace | undefined,
): Connector[] {
  const byId = new Map<string, Connector>()
  for (const connector of connectors) {
    if (connector.type === 'AUTH') continue
    const known = byId.get(connector.id)
    // One row per wallet: a wallet present in several namespaces shows its active-chain connector.
    if (!known || (known.chain !== activeChain && connector.chain === activeChain)) {
      byId.set(connector.id, connector)
    }
  }
  return [...byId.values()]
}

/** The image of a connector: its own, the integrator's, or its wallet-list entry's. */
export function connectorImage(
  connector: Connector,
  listing: readonly WalletListing[],
  connectorImages: Readonly<Record<string, string>> | undefined,
): string | undefined {
  return (
    connector.imageUrl ??
    connectorImages?.[connector.id] ??
    listing.find((wallet) => matchesConnector(wallet, connector))?.imageUrl
  )
}

const sameName = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0 && a.trim() !== ''

/**
 * Whether a wallet-list entry is the wallet behind `connector`: same id, same extension rdns,
 * or (for a list without rdns) the same name.
 */
export function matchesConnector(wallet: WalletListing, connector: Connector): boolean {
  if (wallet.id === connector.id) return true
  const rdns = connector.info?.rdns
  if (rdns !== undefined && wallet.rdns !== undefined) return wallet.rdns === rdns
  return sameName(wallet.name, connector.name)
}

export function connectorEntry(
  connector: Connector,
  imageUrl: string | undefined,
  tag: WalletEntry['tag'],
): WalletEntry {
  const walletConnect = connector.type === 'WALLET_CONNECT'
  return {
    key: `connector:${connector.id}`,
    id: connector.id,
    name: connector.name,
    imageUrl,
    kind: walletConnect ? 'walletConnect' : 'connector',
    connector,
    tag,
  }
}

export function listingEntry(wallet: WalletListing, tag?: WalletEntry['tag']): WalletEntry {
  return {
    key: `wallet:${wallet.id}`,
    id: wallet.id,
    name: wallet.name,
    imageUrl: wallet.imageUrl,
    kind: 'listing',
    listing: wallet,
    tag,
  }
}

/**
 * The Connect view's wallet rows, section by section in `order`: walletConnect, recent,
 * injected, featured, custom, external, recommended (docs/project/behaviour.md §1). A wallet
 * appears once, in the first section that has it; a listed wallet that is installed shows as its
 * connector.
 */
export function buildConnectEntries(parameters: BuildConnectEntriesParameters): WalletEntry[] {
  const { recentWallets, listing, order, activeChain, connectorImages } = parameters
  const { featuredWalletIds = [], customWallets = [], maxRows = 5 } = parameters
  const connectors = listedConnectors(parameters.connectors, activeChain)
  const entries: WalletEntry[] = []
  const shown = new Set<string>()
  const isShown = (wallet: WalletListing) =>
    shown.has(wallet.id) ||
    connectors.some((connector) => shown.has(connector.id) && matchesConnector(wallet, connector))
  const add = (entry: WalletEntry) => {
    if (shown.has(entry.id)) return
    shown.add(entry.id)
    entries.push(entry)
  }
  const imageOf = (connector: Connector) => connectorImage(connector, listing, connectorImages)
  const ofTypes = (...types: Connector['type'][]) =>
    connectors.filter((connector) => types.includes(connector.type))
  const installed = (wallet: WalletListing) =>
    connectors.find(
      (connector) => connector.type !== 'WALLET_CONNECT' && matchesConnector(wallet, connector),
    )

  const sections: Record<ConnectorSection, () => void> = {
    walletConnect: () => {
      for (const connector of ofTypes('WALLET_CONNECT')) {
        add(connectorEntry(connector, imageOf(connector), 'qrCode'))
      }
    },
    recent: () => {
      for (const recent of recentWallets) {
        const connector = connectors.find((item) => item.id === recent.id)
        if (connector && connector.type !== 'WALLET_CONNECT') {
          add(connectorEntry(connector, imageOf(connector), 'recent'))
          continue
        }
        const listed = listing.find((wallet) => wallet.id === recent.id)
        const wallet: WalletListing = listed ?? {
          id: recent.id,
          name: recent.name ?? recent.id,
          imageUrl: recent.imageUrl,
        }
        add(listingEntry(wallet, 'recent'))
      }
    },
    injected: () => {
      for (const connector of ofTypes('INJECTED', 'ANNOUNCED')) {
        add(connectorEntry(connector, imageOf(connector), 'installed'))
      }
    },
    featured: () => {
      for (const id of featuredWalletIds) {
        const wallet = listing.find((item) => item.id === id)
        if (!wallet || isShown(wallet)) continue
        const connector = installed(wallet)
        add(
          connector
            ? connectorEntry(connector, imageOf(connector), 'installed')
            : listingEntry(wallet),
        )
      }
    },
    custom: () => {
      for (const wallet of customWallets) if (!isShown(wallet)) add(listingEntry(wallet))
    },
    external: () => {
      for (const connector of ofTypes('EXTERNAL', 'MULTI_CHAIN')) {
        add(connectorEntry(connector, imageOf(connector), undefined))
      }
    },
    recommended: () => {
      for (const wallet of listing) {
        if (entries.length >= maxRows) return
        if (isShown(wallet) || installed(wallet)) continue
        add(listingEntry(wallet))
      }
    },
  }
  for (const section of order) sections[section]()
  return entries
}
