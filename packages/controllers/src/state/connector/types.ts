import type { ChainNamespace } from '@openappkit/common/caip'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { RecentWallet } from '../../platform/storage/recent-wallets.ts'

/** Connector types of docs/project/behaviour.md §3. */
export const CONNECTOR_TYPES = [
  'AUTH',
  'INJECTED',
  'ANNOUNCED',
  'EXTERNAL',
  'MULTI_CHAIN',
  'WALLET_CONNECT',
] as const

export type ConnectorType = (typeof CONNECTOR_TYPES)[number]

/**
 * A way to reach a wallet (docs/project/behaviour.md §3): an injected provider, WalletConnect, the
 * embedded wallet...
 */
export type Connector = {
  id: string
  type: ConnectorType
  name: string
  /** The namespace this connector serves. */
  chain: ChainNamespace
  /** Networks it can connect to. */
  chains: CaipNetwork[]
  /** The wallet's provider object, kept out of the reactive proxy by the controller. */
  provider?: unknown
  imageId?: string | undefined
  imageUrl?: string | undefined
  explorerId?: string | undefined
  info?: { rdns?: string | undefined } | undefined
  /** For MULTI_CHAIN: the per-namespace connectors it groups. */
  connectors?: Connector[] | undefined
}

/** Connectors of every namespace, which one each namespace uses, and recent wallets. */
export type ConnectorsState = {
  allConnectors: Connector[]
  activeConnectorIds: Partial<Record<ChainNamespace, string>>
  recentWallets: RecentWallet[]
}
