import type { CaipAddress, ChainNamespace } from '@openappkit/common/caip'
import type { CaipNetwork } from '@openappkit/common/networks'
import {
  type AppKitState,
  type Connection,
  isSameAddress,
  type StateSnapshot,
  setCaipAddress,
  switchConnection as switchCoreConnection,
} from '@openappkit/controllers/internal'
import { useCallback, useMemo } from 'react'
import { useAppKitInstance } from './app-kit-context.tsx'
import { deleteRecentConnection as deleteStoredConnection } from './delete-recent-connection.ts'
import { useCoreState } from './use-core-state.ts'
import { useStableValue } from './use-stable-value.ts'

/** A wallet connection as the incumbent's `useAppKitConnections` lists it. */
export type AppKitConnection = {
  connectorId: string
  /** The connector's name and image, when it is still offered. */
  name: string | undefined
  icon: string | undefined
  accounts: { address: string; type?: string | undefined }[]
  caipNetwork: CaipNetwork | undefined
  /** The login of an embedded-wallet connection (email or social provider). */
  auth?: { name?: string | undefined; username?: string | undefined } | undefined
}

export type SwitchConnectionOptions = {
  connection: AppKitConnection
  /** Account of the connection to use; its first by default. */
  address?: string | undefined
}

export type DeleteRecentConnectionOptions = { connectorId: string; address: string }

export type UseAppKitConnectionsReturnType = {
  /** Connections open now, the one in use first. */
  connections: AppKitConnection[]
  /** Connections used before and remembered, not open now. */
  recentConnections: AppKitConnection[]
  /** Makes a connection the one in use (reconnecting a remembered one). */
  switchConnection: (options: SwitchConnectionOptions) => Promise<void>
  /** Forgets a remembered connection. */
  deleteRecentConnection: (options: DeleteRecentConnectionOptions) => Promise<void>
}

const NONE: AppKitConnection[] = []

function toConnection(
  connection: StateSnapshot<Connection>,
  connectors: StateSnapshot<AppKitState['connectors']>,
  namespace: ChainNamespace,
): AppKitConnection {
  const connector =
    connectors.allConnectors.find(
      (known) => known.id === connection.connectorId && known.chain === namespace,
    ) ?? connectors.allConnectors.find((known) => known.id === connection.connectorId)
  const recent = connectors.recentWallets.find((wallet) => wallet.id === connection.connectorId)
  return {
    connectorId: connection.connectorId,
    name: connector?.name ?? recent?.name,
    icon: connector?.imageUrl ?? recent?.imageUrl,
    accounts: connection.accounts.map((account) => ({ ...account })),
    caipNetwork: connection.caipNetwork,
    auth: connection.auth,
  }
}

/**
 * The open and remembered wallet connections of `namespace` (the active one by default), and
 * ways to switch between them and to forget one (the incumbent's multi-wallet hook).
 */
export function useAppKitConnections(namespace?: ChainNamespace): UseAppKitConnectionsReturnType {
  const instance = useAppKitInstance()
  const chains = useCoreState(instance, 'chains')
  const connectors = useCoreState(instance, 'connectors')
  const state = useCoreState(instance, 'connections')
  const target = namespace ?? chains?.activeChain
  const lists = useStableValue(
    useMemo(() => {
      if (!target || !connectors || !state) return { connections: NONE, recentConnections: NONE }
      const live = state.connections[target] ?? []
      const isLive = (connection: StateSnapshot<Connection>) =>
        live.some(
          (open) =>
            open.connectorId === connection.connectorId &&
            isSameAddress(target, open.accounts[0]?.address, connection.accounts[0]?.address),
        )
      return {
        connections: live.map((connection) => toConnection(connection, connectors, target)),
        recentConnections: (state.recentConnections[target] ?? [])
          .filter((connection) => !isLive(connection))
          .map((connection) => toConnection(connection, connectors, target)),
      }
    }, [target, connectors, state]),
  )
  const switchConnection = useCallback(
    async ({ connection, address }: SwitchConnectionOptions) => {
      const { core } = instance
      const inNamespace = target ?? core.state.chains.activeChain
      if (!inNamespace) return
      const chain = core.state.chains.chains[inNamespace]
      const network = chain?.networkState.caipNetwork
      const inUse =
        core.state.connectors.activeConnectorIds[inNamespace] === connection.connectorId &&
        connection.accounts.some((account) =>
          isSameAddress(inNamespace, account.address, chain?.accountState.address),
        )
      // The controllers leave the connection in use as it is; another of its accounts is asked.
      if (inUse && address && network) {
        if (!isSameAddress(inNamespace, address, chain?.accountState.address)) {
          setCaipAddress(core, {
            namespace: inNamespace,
            caipAddress: `${network.caipNetworkId}:${address}` as CaipAddress,
          })
        }
        return
      }
      await switchCoreConnection(core, {
        namespace: inNamespace,
        address,
        connection: {
          connectorId: connection.connectorId,
          accounts: connection.accounts,
          caipNetwork: connection.caipNetwork,
          auth: connection.auth,
        },
      })
    },
    [instance, target],
  )
  const deleteRecentConnection = useCallback(
    async ({ connectorId, address }: DeleteRecentConnectionOptions) => {
      const inNamespace = target ?? instance.core.state.chains.activeChain
      if (!inNamespace) return
      await deleteStoredConnection(instance.core, { namespace: inNamespace, connectorId, address })
    },
    [instance, target],
  )
  return useMemo(
    () => ({ ...lists, switchConnection, deleteRecentConnection }),
    [lists, switchConnection, deleteRecentConnection],
  )
}
