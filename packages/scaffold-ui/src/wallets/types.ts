import type { Connector } from '@openappkit/controllers'

/** A wallet the modal can offer without it being installed: an entry of a wallet registry. */
export type WalletListing = {
  id: string
  name: string
  /** `https:` or `data:image/…`; anything else shows the placeholder. */
  imageUrl?: string | undefined
  /** EIP-6963 reverse domain of its extension, to recognise it when installed. */
  rdns?: string | undefined
  /** The mobile app's own scheme (`wallet://`); the WalletConnect URI is appended as `wc?uri=…`. */
  mobileLink?: string | undefined
  /** The maker's https universal link, same convention; preferred on a phone. */
  universalLink?: string | undefined
  /** The desktop app's link, same convention. */
  desktopLink?: string | undefined
  /** The web app's address, same convention. */
  webappLink?: string | undefined
  /** Opens this page in the wallet's own browser: an https template with `{url}` (and `{ref}`). */
  browseLink?: string | undefined
}

/** The wallet list: given as is, or loaded when the modal first needs it. */
export type WalletListSource = readonly WalletListing[] | (() => Promise<readonly WalletListing[]>)

/** Why a wallet is shown with a tag. */
export type WalletTag = 'recent' | 'installed' | 'qrCode'

/** One wallet the visitor can pick, whichever way it connects. */
export type WalletEntry = {
  /** Unique among the entries shown together. */
  key: string
  id: string
  name: string
  imageUrl: string | undefined
  /** `connector`: an installed wallet (or the embedded one); `walletConnect`: the QR flow. */
  kind: 'connector' | 'walletConnect' | 'listing'
  connector?: Connector | undefined
  listing?: WalletListing | undefined
  tag?: WalletTag | undefined
}

/** Loading state of the wallet list. */
export type WalletListState = {
  status: 'idle' | 'loading' | 'ready' | 'error'
  wallets: WalletListing[]
  error: string | undefined
}
