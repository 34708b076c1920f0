import type { CaipNetworkId } from '@openappkit/common/caip'
import type { CaipNetwork } from '@openappkit/common/networks'
import type {
  ChainAdapter,
  Features,
  Metadata,
  PreferredAccountTypes,
  RemoteFeatures,
  SIWXConfig,
  ThemeMode,
  ThemeVariables,
  TokenConfig,
} from '@openappkit/controllers'
import type { WalletListing } from '@openappkit/scaffold-ui'

/** An RPC endpoint given for a network (`customRpcUrls`), as the incumbent writes it. */
export type CustomRpcUrl = { url: string }

/**
 * What an integrator passes to {@link createAppKit}. Names follow the incumbent's so migrating
 * is a change of import paths; `api`, `relayUrl`, `embeddedWalletUrl` and `locale` are ours.
 */
export type CreateAppKitOptions = {
  /** Networks the dapp works with; the first is the default unless `defaultNetwork` is set. */
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  defaultNetwork?: CaipNetwork | undefined
  /** One adapter per namespace. */
  adapters?: readonly ChainAdapter[] | undefined
  /** Optional: without it no `projectId` parameter is sent anywhere. */
  projectId?: string | undefined
  metadata?: Metadata | undefined
  features?: Features | undefined
  remoteFeatures?: RemoteFeatures | undefined
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  /** Ids of wallets shown first in the wallet list, in this order. */
  featuredWalletIds?: readonly string[] | undefined
  /** Only these wallet listings are offered (installed wallets always are). */
  includeWalletIds?: readonly string[] | undefined
  /** These wallet listings are never offered. */
  excludeWalletIds?: readonly string[] | undefined
  /** Extra wallets shown after the installed ones. */
  customWallets?: readonly WalletListing[] | undefined
  allowUnsupportedChain?: boolean | undefined
  enableNetworkSwitch?: boolean | undefined
  /** Restore last visit's session on load without a prompt (default true). */
  enableReconnect?: boolean | undefined
  /** Offer wallets that announce themselves through EIP-6963 (default true). */
  enableEIP6963?: boolean | undefined
  /** Offer the wallet injected as `window.ethereum` (default true). */
  enableInjected?: boolean | undefined
  siwx?: SIWXConfig | undefined
  defaultAccountTypes?: Partial<PreferredAccountTypes> | undefined
  /** RPC endpoints per network (`eip155:1`), used instead of the network's default ones. */
  customRpcUrls?: Readonly<Partial<Record<CaipNetworkId, readonly CustomRpcUrl[]>>> | undefined
  /** ERC-20s per network whose balances are read on-chain when no `api` is configured. */
  tokens?: Partial<Record<CaipNetworkId, readonly TokenConfig[]>> | undefined
  termsConditionsUrl?: string | undefined
  privacyPolicyUrl?: string | undefined
  /** Log debug lines to the console. */
  debug?: boolean | undefined
  /** Base URL of the Blockchain API (our `apps/api`); features that need it are off without. */
  api?: string | undefined
  /** WalletConnect relay URL (our `apps/relay`), for the WalletConnect connector. */
  relayUrl?: string | undefined
  /**
   * The embedded wallet's frame page, on an origin of its own; default `{api}/v1/embedded/frame`.
   * Email and social login need it (or `api`).
   */
  embeddedWalletUrl?: string | undefined
  /** BCP 47 language tag of the modal; English when absent or without a catalogue. */
  locale?: string | undefined
}
