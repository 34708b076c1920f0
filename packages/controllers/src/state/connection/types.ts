import type { ChainNamespace } from '@openappkit/common/caip'
import type { CaipNetwork } from '@openappkit/common/networks'

/** One account of a connection (a Bitcoin wallet's add the key and, when it tells, the path). */
export type ConnectionAccount = {
  address: string
  type?: string | undefined
  publicKey?: string | undefined
  path?: string | undefined
}

/**
 * A wallet connection (docs/project/behaviour.md §3). `auth.name` names the login (email or a
 * social provider).
 */
export type Connection = {
  connectorId: string
  accounts: ConnectionAccount[]
  caipNetwork?: CaipNetwork | undefined
  auth?: { name?: string | undefined; username?: string | undefined } | undefined
}

/** Stored connection statuses of docs/project/behaviour.md §4. */
export const CONNECTION_STATUSES = ['connected', 'active', 'disconnected'] as const

export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number]

/** Live connections and the recent (stored) ones, per namespace. */
export type ConnectionsState = {
  /** Connections open right now. */
  connections: Partial<Record<ChainNamespace, Connection[]>>
  /** Connections used before and remembered in storage; may be disconnected. */
  recentConnections: Partial<Record<ChainNamespace, Connection[]>>
}
