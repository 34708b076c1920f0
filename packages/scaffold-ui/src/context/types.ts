import type { AppKitCore } from '@openappkit/controllers'
import type { ViewRegistry } from '../router/types.ts'
import type { WalletListing, WalletListSource, WalletListState } from '../wallets/types.ts'

/** What the integrator configures about the modal beyond the core's options. */
export type ModalOptions = {
  /** Wallets to offer beyond the installed ones (featured, recommended, All Wallets). */
  wallets?: WalletListSource | undefined
  /** Ids of `wallets` shown first, in this order. */
  featuredWalletIds?: readonly string[] | undefined
  /** Extra wallets shown after the installed ones. */
  customWallets?: readonly WalletListing[] | undefined
  /** Network images by CAIP-2 id (`eip155:1`). */
  networkImages?: Readonly<Record<string, string>> | undefined
  /** Connector images by connector id. */
  connectorImages?: Readonly<Record<string, string>> | undefined
  /** Shown as a link under the wallet list when set. */
  termsConditionsUrl?: string | undefined
  /** Shown as a link under the wallet list when set. */
  privacyPolicyUrl?: string | undefined
}

/**
 * State the modal owns itself, per mount. `walletConnectUri` is the pairing URI the QR views
 * draw: the controllers have no field for it yet, so whoever runs the WalletConnect connector
 * sets it through the mount's `setWalletConnectUri`.
 */
export type ScaffoldState = {
  walletConnectUri: string | undefined
  walletList: WalletListState
}

/** Everything a view reads besides React props. */
export type ModalContextValue = {
  core: AppKitCore
  options: ModalOptions
  scaffold: ScaffoldState
  views: ViewRegistry
}
