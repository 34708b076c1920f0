import { walletBrowseLink, walletConnectLink } from '@openappkit/common/wallets'
import type { WalletListing } from './types.ts'

/** How a phone reaches a wallet app: with the pairing URI, or by opening this page inside it. */
export type PhoneWalletLink = { href: string; via: 'walletConnect' | 'browse' }

export type PhoneWalletLinkParameters = {
  /** The WalletConnect pairing URI, once there is one. */
  uri: string | undefined
  /** This page's address, for wallets that connect in their own browser. */
  pageUrl: string
}

/** Whether a phone can open `wallet` by a link at all (else it is reached by its QR code). */
export function hasPhoneLink(wallet: WalletListing): boolean {
  return Boolean(wallet.universalLink ?? wallet.mobileLink ?? wallet.browseLink)
}

/**
 * The link a phone opens for `wallet`. The maker's universal link comes first: a custom scheme
 * fails silently when the app is not installed, a universal link falls back to the app's page.
 * A wallet that pairs no WalletConnect session opens this page in its own browser instead,
 * where its injected provider connects. `undefined` while the pairing URI it needs is missing.
 */
export function phoneWalletLink(
  wallet: WalletListing,
  { uri, pageUrl }: PhoneWalletLinkParameters,
): PhoneWalletLink | undefined {
  const base = wallet.universalLink ?? wallet.mobileLink
  if (base !== undefined) {
    const href = uri === undefined ? undefined : walletConnectLink(base, uri)
    if (href !== undefined) return { href, via: 'walletConnect' }
    if (uri === undefined) return undefined
  }
  const href = walletBrowseLink(wallet.browseLink, pageUrl)
  return href === undefined ? undefined : { href, via: 'browse' }
}
