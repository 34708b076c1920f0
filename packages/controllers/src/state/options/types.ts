import type { CaipNetworkId } from '@openappkit/common/caip'
import type {
  CONNECTOR_TYPE_ORDER,
  DEFAULT_FEATURES,
  WALLET_FEATURE_ORDER,
} from '@openappkit/common/constants'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { ChainAdapter } from '../../adapter/types.ts'
import type { PreferredAccountTypes, SocialLogin } from '../chain/types.ts'
import type { SIWXConfig } from '../siwx/types.ts'
import type { ThemeMode, ThemeVariables } from '../theme/types.ts'

/** Dapp metadata (docs/project/behaviour.md §3 dapp data sync). */
export type Metadata = { name: string; description: string; url: string; icons: string[] }

/** On/off features of docs/project/behaviour.md §1. */
export type FeatureFlags = { -readonly [K in keyof typeof DEFAULT_FEATURES]: boolean }

export type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number]
export type ConnectorTypeOrderItem = (typeof CONNECTOR_TYPE_ORDER)[number]

/** Features the integrator may set; unset ones take docs/project/behaviour.md §1 defaults. */
export type Features = Partial<FeatureFlags> & {
  /**
   * Order of the Account view's entries (`onramp`, `swaps`, `receive`, `send`); those left out are
   * not shown.
   */
  walletFeaturesOrder?: readonly WalletFeature[] | undefined
  /**
   * Order of the groups of the Connect view (`walletConnect`, `recent`, `injected`, `featured`,
   * `custom`, `external`, `recommended`).
   */
  connectorTypeOrder?: readonly ConnectorTypeOrderItem[] | undefined
}

/**
 * Features served remotely; `false` turns one off (docs/project/behaviour.md §1 defaults: all on).
 */
export type RemoteFeatures = {
  /** Swap providers, or `false`. */
  swaps?: readonly string[] | false | undefined
  /** On-ramp providers, or `false`. */
  onramp?: readonly string[] | false | undefined
  /** The embedded wallet's e-mail login (one-time code sent by the api). */
  email?: boolean | undefined
  /** The embedded wallet's social logins, in the order shown, or `false`. */
  socials?: readonly SocialLogin[] | false | undefined
  /** The Account view's Activity tab (transaction history from the api). */
  activity?: boolean | undefined
}

/**
 * An ERC-20 listed by the integrator. Without an API its balance is read from the chain in the
 * same Multicall3 round trip as the native balance (docs/project/architecture.md §6); missing
 * fields are read on-chain.
 */
export type TokenConfig = {
  address: string
  name?: string | undefined
  symbol?: string | undefined
  decimals?: number | undefined
  iconUrl?: string | undefined
}

/** What the integrator passes to create an instance. */
export type AppKitOptions = {
  /** Networks the dapp works with; the first is the default unless `defaultNetwork` is set. */
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  defaultNetwork?: CaipNetwork | undefined
  /** One adapter per namespace. */
  adapters?: readonly ChainAdapter[] | undefined
  /**
   * Optional: without it no `projectId` parameter is sent anywhere (docs/project/architecture.md
   * §11).
   */
  projectId?: string | undefined
  metadata?: Metadata | undefined
  /** Base URL of the Blockchain API; none → features that need it are off. */
  apiUrl?: string | undefined
  /** Sent as `st` (sdk type). */
  sdkType?: string | undefined
  /** Sent as `sv` (sdk version). */
  sdkVersion?: string | undefined
  /** WalletConnect client id, appended as `clientId` by the generic HTTP client. */
  clientId?: string | undefined
  features?: Features | undefined
  remoteFeatures?: RemoteFeatures | undefined
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  /** Stay connected on a network the dapp did not configure instead of asking to switch. */
  allowUnsupportedChain?: boolean | undefined
  /** Offer to switch when the wallet is on an unsupported network (default true). */
  enableNetworkSwitch?: boolean | undefined
  /** Preferred account type per namespace, over docs/project/behaviour.md §4 defaults. */
  defaultAccountTypes?: Partial<PreferredAccountTypes> | undefined
  /** ERC-20s per network whose balances are read on-chain when no API is configured. */
  tokens?: Partial<Record<CaipNetworkId, readonly TokenConfig[]>> | undefined
  /** Sign-in with the wallet (SIWX); off when absent. */
  siwx?: SIWXConfig | undefined
  /**
   * Public key the on-ramp provider's widget URL carries (docs/project/behaviour.md §4
   * `publicKey`).
   */
  onRampPublicKey?: string | undefined
}

/** Options after defaults: what the store holds. */
export type ResolvedOptions = {
  networks: CaipNetwork[]
  defaultNetwork: CaipNetwork
  projectId: string | undefined
  metadata: Metadata | undefined
  apiUrl: string | undefined
  sdkType: string
  sdkVersion: string
  clientId: string | undefined
  features: FeatureFlags & {
    walletFeaturesOrder: WalletFeature[]
    connectorTypeOrder: ConnectorTypeOrderItem[]
  }
  remoteFeatures: {
    swaps: string[] | false
    onramp: string[] | false
    email: boolean
    socials: SocialLogin[] | false
    activity: boolean
  }
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  defaultAccountTypes: PreferredAccountTypes
  tokens: Partial<Record<CaipNetworkId, TokenConfig[]>>
  onRampPublicKey: string | undefined
}
