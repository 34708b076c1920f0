import type { ChainNamespace } from '@openappkit/common/caip'
import type { Connector } from '@openappkit/controllers'
import type { AppKitState, StateSnapshot } from '@openappkit/controllers/internal'
import type { WalletListing } from '@openappkit/scaffold-ui'

/** One wallet of the headless wallet list (the incumbent's `WalletItem`). */
export type WalletItem = {
  id: string
  name: string
  imageUrl: string | undefined
  /** How it connects per namespace; empty for a wallet reached through WalletConnect only. */
  connectors: { id: string; chain: ChainNamespace; rdns?: string | undefined }[]
  /** Its listing's links, to open the wallet app with the WalletConnect URI. */
  walletInfo: {
    rdns?: string | undefined
    mobileLink?: string | undefined
    /** The maker's universal link, to prefer on a phone. */
    universalLink?: string | undefined
    desktopLink?: string | undefined
    webappLink?: string | undefined
    /** Opens the page in the wallet's own browser (`{url}` template). */
    browseLink?: string | undefined
  }
  /** Installed in this browser (injected or announced). */
  isInjected: boolean
  /** Used here before. */
  isRecent: boolean
}

export type ToWalletItemsParameters = {
  connectors: StateSnapshot<AppKitState['connectors']>
  /** Listings known so far: custom wallets and the loaded catalogue. */
  listings: readonly WalletListing[]
  featuredWalletIds?: readonly string[] | undefined
  /** How many entries the list is filled up to with listings. */
  minimum?: number | undefined
}

const INSTALLED_TYPES: readonly Connector['type'][] = ['INJECTED', 'ANNOUNCED']

function sameWallet(listing: WalletListing, connector: StateSnapshot<Connector>): boolean {
  if (listing.id === connector.id) return true
  const rdns = connector.info?.rdns
  if (rdns !== undefined && listing.rdns !== undefined) return listing.rdns === rdns
  return listing.name.trim() !== '' && listing.name.toLowerCase() === connector.name.toLowerCase()
}

/** A listing as a wallet item reached through WalletConnect. */
export function listingItem(listing: WalletListing, isRecent = false): WalletItem {
  return {
    id: listing.id,
    name: listing.name,
    imageUrl: listing.imageUrl,
    connectors: [],
    walletInfo: {
      rdns: listing.rdns,
      mobileLink: listing.mobileLink,
      universalLink: listing.universalLink,
      desktopLink: listing.desktopLink,
      webappLink: listing.webappLink,
      browseLink: listing.browseLink,
    },
    isInjected: false,
    isRecent,
  }
}

/**
 * The wallets the Connect view offers, as items: recent, then installed, then other connectors
 * (one item per wallet, its connectors per namespace), then featured and other listings until
 * `minimum` entries. The embedded wallet and the bare WalletConnect connector are left out:
 * a listing is how a WalletConnect wallet is picked.
 */
export function toWalletItems({
  connectors,
  listings,
  featuredWalletIds = [],
  minimum = 5,
}: ToWalletItemsParameters): WalletItem[] {
  const recentIds = new Set(connectors.recentWallets.map((wallet) => wallet.id))
  const byId = new Map<string, WalletItem>()
  for (const connector of connectors.allConnectors) {
    if (connector.type === 'AUTH' || connector.type === 'WALLET_CONNECT') continue
    const listing = listings.find((known) => sameWallet(known, connector))
    const item = byId.get(connector.id) ?? {
      ...(listing ? listingItem(listing) : listingItem({ id: connector.id, name: connector.name })),
      id: connector.id,
      name: connector.name,
      imageUrl: connector.imageUrl ?? listing?.imageUrl,
      isRecent: recentIds.has(connector.id),
    }
    item.connectors.push({ id: connector.id, chain: connector.chain, rdns: connector.info?.rdns })
    item.isInjected ||= INSTALLED_TYPES.includes(connector.type)
    byId.set(connector.id, item)
  }
  const rank = (item: WalletItem) => (item.isRecent ? 0 : item.isInjected ? 1 : 2)
  const items = [...byId.values()].sort((a, b) => rank(a) - rank(b))
  const covered = (listing: WalletListing) =>
    items.some(
      (item) =>
        item.id === listing.id ||
        connectors.allConnectors.some(
          (connector) => connector.id === item.id && sameWallet(listing, connector),
        ),
    )
  const featured = featuredWalletIds.flatMap((id) => listings.filter((known) => known.id === id))
  for (const listing of [...featured, ...listings]) {
    if (items.length >= minimum && !featured.includes(listing)) break
    if (!covered(listing)) items.push(listingItem(listing, recentIds.has(listing.id)))
  }
  return items
}
