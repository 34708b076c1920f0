import type { ChainNamespace } from '@openappkit/common/caip'
import { disconnect as disconnectCore, setConnections } from '@openappkit/controllers'
import { useCallback } from 'react'
import { useAppKitInstance } from './app-kit-context.tsx'

export type DisconnectOptions = {
  /** Namespace to disconnect; every connected one by default. */
  namespace?: ChainNamespace | undefined
  /** Connector id: only its connection ends (the connection in use stays when it is another). */
  id?: string | undefined
}
export type UseDisconnectReturnType = { disconnect: (options?: DisconnectOptions) => Promise<void> }

/** Disconnects the wallet of one namespace, or all, or one connector's connection. */
export function useDisconnect(): UseDisconnectReturnType {
  const instance = useAppKitInstance()
  const disconnect = useCallback(
    async ({ namespace, id }: DisconnectOptions = {}) => {
      if (id === undefined) return instance.disconnect(namespace)
      const { core } = instance
      const namespaces = namespace
        ? [namespace]
        : (Object.keys(core.state.connections.connections) as ChainNamespace[])
      for (const target of namespaces) {
        if (core.state.connectors.activeConnectorIds[target] === id) {
          await disconnectCore(core, { namespace: target })
          continue
        }
        const live = core.state.connections.connections[target] ?? []
        if (!live.some((connection) => connection.connectorId === id)) continue
        // A connection beside the one in use: adapters hold one wallet session per namespace
        // (their disconnect ends the one in use), so it is only no longer listed as open.
        setConnections(core, {
          namespace: target,
          connections: live.filter((connection) => connection.connectorId !== id),
        })
      }
    },
    [instance],
  )
  return { disconnect }
}
