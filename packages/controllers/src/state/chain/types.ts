import type { CaipAddress, CaipNetworkId, ChainNamespace } from '@openappkit/common/caip'
import type { DEFAULT_SOCIALS } from '@openappkit/common/constants'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { AccountType } from '@openappkit/common/validation'
import type { TokenBalance } from '../../api/schemas/token-balance.ts'

/** Wallet status of one namespace (docs/project/behaviour.md §4). */
export type AccountStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** Bitcoin account purposes (docs/project/behaviour.md §3). */
export type BitcoinAccountType = 'payment' | 'ordinal'

/** The preferred account type, per namespace (docs/project/behaviour.md §4). */
export type PreferredAccountTypes = {
  eip155: AccountType
  solana: 'eoa'
  polkadot: 'eoa'
  bip122: BitcoinAccountType
}

/** Any value of {@link PreferredAccountTypes}. */
export type PreferredAccountType = PreferredAccountTypes[ChainNamespace]

/** A social login option (docs/project/behaviour.md §1), farcaster included. */
export type SocialLogin = (typeof DEFAULT_SOCIALS)[number]

/** What the connected wallet says about itself. */
export type ConnectedWalletInfo = {
  name: string
  icon?: string | undefined
  type?: string | undefined
  [key: string]: unknown
}

/** One account of the embedded wallet user. */
export type EmbeddedWalletAccount = { address: string; type: AccountType }

/** The embedded-wallet user of an account (docs/project/behaviour.md §3). */
export type AccountUser = {
  email?: string | null | undefined
  username?: string | undefined
  accounts?: EmbeddedWalletAccount[] | undefined
}

/** Account state of one namespace (docs/project/behaviour.md §3). */
export type AccountState = {
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | null | undefined
  profileImage: string | null | undefined
  addressExplorerUrl: string | undefined
  tokenBalance: TokenBalance[]
  connectedWalletInfo: ConnectedWalletInfo | undefined
  preferredAccountType: PreferredAccountType | undefined
  socialProvider: SocialLogin | undefined
  smartAccountDeployed: boolean
  farcasterUrl: string | undefined
  addressLabels: Record<string, string>
  currentTab: number
  user: AccountUser | undefined
  status: AccountStatus
}

/** Network state of one namespace (docs/project/behaviour.md §3). */
export type NetworkState = {
  /** Networks of this namespace the dapp configured. */
  caipNetworks: CaipNetwork[]
  /** The network this namespace is on. */
  caipNetwork: CaipNetwork | undefined
  /** Networks the dapp asked the wallet for. */
  requestedCaipNetworks: CaipNetwork[]
  /** Networks the wallet approved; empty means "not reported". */
  approvedCaipNetworkIds: CaipNetworkId[]
  /** The wallet can switch to any network (e.g. injected EVM wallets). */
  supportsAllNetworks: boolean
  /**
   * Numeric chain ids where the embedded wallet offers smart accounts (docs/project/behaviour.md
   * §7).
   */
  smartAccountEnabledNetworks: number[]
}

/** Account and network state of one namespace. */
export type ChainState = {
  namespace: ChainNamespace
  accountState: AccountState
  networkState: NetworkState
}

/** Every namespace of the instance plus which one is active. */
export type ChainsState = {
  activeChain: ChainNamespace | undefined
  activeCaipNetwork: CaipNetwork | undefined
  activeCaipAddress: CaipAddress | undefined
  chains: Partial<Record<ChainNamespace, ChainState>>
}
