/** The namespaces a built-in wallet is listed for. */
export type WalletNamespace = 'eip155' | 'solana' | 'bip122'

/**
 * One wallet of the built-in catalogue. Links follow the wallet explorer's convention: the
 * WalletConnect URI is appended to a link base as `wc?uri={encoded uri}`.
 */
export type BuiltInWallet = {
  /** The wallet's public WalletConnect explorer id (64 hex), so incumbent-era ids keep working. */
  id: string
  name: string
  /** EIP-6963 reverse domain of its browser extension, to recognise it when installed. */
  rdns?: string | undefined
  namespaces: readonly WalletNamespace[]
  /** The app's own scheme (`metamask://`): opens the app when it is installed. */
  mobileLink?: string | undefined
  /** The maker's https universal link: opens the app, or its store page when missing. */
  universalLink?: string | undefined
  /** The desktop app's scheme. */
  desktopLink?: string | undefined
  /** The wallet's web app. */
  webappLink?: string | undefined
  /**
   * For wallets that pair through their own in-app browser rather than WalletConnect: an https
   * template with `{url}` (the page, encoded) and optionally `{ref}` (its origin, encoded).
   */
  browseLink?: string | undefined
  /** The monogram's background (`#rrggbb`). */
  color: string
}
