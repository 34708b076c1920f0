import type { CaipNetworkId } from '@openappkit/common/caip'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { ChainAdapter, SIWXConfig } from '@openappkit/controllers'
import type {
  Features,
  Metadata,
  PreferredAccountTypes,
  RemoteFeatures,
  ThemeMode,
  ThemeVariables,
  TokenConfig,
} from '@openappkit/controllers/internal'
import type { WalletListing } from '@openappkit/scaffold-ui'

/**
 * A custom wallet as the incumbent's `customWallets` entries write it (its catalogue's
 * snake_case fields); `homepage`, `app_store` and `play_store` have no place in our rows.
 */
export type CustomWallet = {
  id: string
  name: string
  homepage?: string | undefined
  image_url?: string | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  app_store?: string | null | undefined
  play_store?: string | null | undefined
}

/** One `customWallets` entry: our listing, or the incumbent's spelling of it. */
export type CustomWalletOption = WalletListing | CustomWallet

/** An RPC endpoint given for a network (`customRpcUrls`), as the incumbent writes it. */
export type CustomRpcUrl = { url: string }

/**
 * The incumbent's `features` keys that are remote features here (`remoteFeatures`): read from
 * `features` when `remoteFeatures` does not set them, so an app written for it keeps its choice.
 */
export type IncumbentFeatures = {
  email?: boolean | undefined
  socials?: RemoteFeatures['socials']
  /** `false` turns swaps off. */
  swaps?: boolean | undefined
  /** `false` turns the on-ramp off. */
  onramp?: boolean | undefined
  /** Transaction history: our `remoteFeatures.activity`. */
  history?: boolean | undefined
  /** Accepted so the incumbent's configurations typecheck; not implemented (warned once). */
  [feature: string]: unknown
}

/**
 * Options of the incumbent that OpenAppKit accepts (so apps typecheck unchanged) but does not
 * implement: `createAppKit` names the ones given in one console warning and otherwise ignores them.
 * `chainImages` and `connectorImages` are applied.
 */
export type IncumbentOptions = {
  /** Network images by chain id (`1`, `'5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'`). */
  chainImages?: Readonly<Record<number | string, string>> | undefined
  /** Connector images by connector id. */
  connectorImages?: Readonly<Record<string, string>> | undefined
  allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE' | undefined
  showWallets?: boolean | undefined
  siweConfig?: unknown
  coinbasePreference?: 'all' | 'smartWalletOnly' | 'eoaOnly' | undefined
  universalProvider?: unknown
  universalProviderConfigOverride?: unknown
  manualWCControl?: boolean | undefined
  disableAppend?: boolean | undefined
  enableWallets?: boolean | undefined
  enableCoinbase?: boolean | undefined
  enableWalletGuide?: boolean | undefined
  enableAuthLogger?: boolean | undefined
  enableEmbedded?: boolean | undefined
  enableMobileFullScreen?: boolean | undefined
  experimental_preferUniversalLinks?: boolean | undefined
  basic?: boolean | undefined
  sdkType?: string | undefined
  sdkVersion?: string | undefined
}

/**
 * What an integrator passes to {@link createAppKit}. Names follow the incumbent's so migrating
 * is a change of import paths; `api`, `relayUrl`, `embeddedWalletUrl` and `locale` are ours.
 */
export type CreateAppKitOptions = IncumbentOptions & {
  /** Networks the dapp works with; the first is the default unless `defaultNetwork` is set. */
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  /** The network selected before the wallet says otherwise; the first of `networks` by default. */
  defaultNetwork?: CaipNetwork | undefined
  /** One adapter per namespace. */
  adapters?: readonly ChainAdapter[] | undefined
  /**
   * A WalletConnect project id. Without `relayUrl`, WalletConnect runs on the WalletConnect
   * network's relay with it (the only host it is sent to without `api`); without either,
   * WalletConnect is off and no `projectId` parameter is sent anywhere.
   */
  projectId?: string | undefined
  /** The dapp's name, description, URL and icons, shown to wallets when they connect. */
  metadata?: Metadata | undefined
  /** Feature switches; the incumbent's `email`, `socials`, `swaps`, `onramp`, `history` too. */
  features?: (Features & IncumbentFeatures) | undefined
  /**
   * Features served by the api (swaps, on-ramp, e-mail and social login, activity); `false` turns
   * one off.
   */
  remoteFeatures?: RemoteFeatures | undefined
  /** The modal's colours: `light` or `dark` (default `dark`). */
  themeMode?: ThemeMode | undefined
  /**
   * CSS variables of the modal and the elements: `--apkt-*`, or the incumbent's `--w3m-*` names.
   */
  themeVariables?: ThemeVariables | undefined
  /** Ids of wallets shown first in the wallet list, in this order. */
  featuredWalletIds?: readonly string[] | undefined
  /** Only these wallet listings are offered (installed wallets always are). */
  includeWalletIds?: readonly string[] | undefined
  /** These wallet listings are never offered. */
  excludeWalletIds?: readonly string[] | undefined
  /** Extra wallets shown after the installed ones (the incumbent's snake_case entries too). */
  customWallets?: readonly CustomWalletOption[] | undefined
  /** Stay connected on a network the dapp did not configure instead of asking to switch. */
  allowUnsupportedChain?: boolean | undefined
  /** Offer to switch when the wallet is on an unsupported network (default true). */
  enableNetworkSwitch?: boolean | undefined
  /** Restore last visit's session on load without a prompt (default true). */
  enableReconnect?: boolean | undefined
  /** Offer wallets that announce themselves through EIP-6963 (default true). */
  enableEIP6963?: boolean | undefined
  /** Offer the wallet injected as `window.ethereum` (default true). */
  enableInjected?: boolean | undefined
  /**
   * `false`: no WalletConnect even with a `projectId` or `relayUrl` (and no warning about it
   * being off). On by default wherever one of them is set.
   */
  enableWalletConnect?: boolean | undefined
  /**
   * Sign in with the wallet after connecting: a configuration of `@openappkit/siwx` (`DefaultSIWX`,
   * `ApiSIWX`...).
   */
  siwx?: SIWXConfig | undefined
  /**
   * The embedded wallet's account type per namespace (`{ eip155: 'eoa' }`); smart accounts on
   * eip155 by default.
   */
  defaultAccountTypes?: Partial<PreferredAccountTypes> | undefined
  /** RPC endpoints per network (`eip155:1`), used instead of the network's default ones. */
  customRpcUrls?: Readonly<Partial<Record<CaipNetworkId, readonly CustomRpcUrl[]>>> | undefined
  /** ERC-20s per network whose balances are read on-chain when no `api` is configured. */
  tokens?: Partial<Record<CaipNetworkId, readonly TokenConfig[]>> | undefined
  /**
   * Link to your terms, shown on the Connect view (and agreed to first with
   * `features.legalCheckbox`).
   */
  termsConditionsUrl?: string | undefined
  /** Link to your privacy policy, shown beside the terms. */
  privacyPolicyUrl?: string | undefined
  /** Log debug lines to the console. */
  debug?: boolean | undefined
  /** Base URL of the Blockchain API (our `apps/api`); features that need it are off without. */
  api?: string | undefined
  /**
   * WalletConnect relay URL, instead of the WalletConnect network's: our `apps/relay` reaches the
   * wallets its operator points at it (and every offline test); phone wallets in the wild pair
   * through the WalletConnect network only.
   */
  relayUrl?: string | undefined
  /**
   * The embedded wallet's frame page, on an origin of its own; default `{api}/v1/embedded/frame`.
   * Email and social login need it (or `api`).
   */
  embeddedWalletUrl?: string | undefined
  /** BCP 47 language tag of the modal; English when absent or without a catalogue. */
  locale?: string | undefined
}
