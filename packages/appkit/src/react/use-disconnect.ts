import type { ChainNamespace } from '@openappkit/common/caip'
import { useCallback } from 'react'
import { disconnectConnection } from '../instance/disconnect-connection.ts'
import { useAppKitInstance } from './app-kit-context.tsx'

export type DisconnectOptions = {
  /** Namespace to disconnect; every connected one by default. */
  namespace?: ChainNamespace | undefined
  /**
   * Connector id: only its connection ends (the connection in use stays when it is another); a
   * WalletConnect session ends on the phone too once no namespace has it.
   */
  id?: string | undefined
}
export type UseDisconnectReturnType = { disconnect: (options?: DisconnectOptions) => Promise<void> }

/** Disconnects the wallet of one namespace, or all, or one connector's connection. */
export function useDisconnect(): UseDisconnectReturnType {
  const instance = useAppKitInstance()
  const disconnect = useCallback(
    async ({ namespace, id }: DisconnectOptions = {}) => {
      if (id === undefined) return instance.disconnect(namespace)
      return disconnectConnection(instance, { id, namespace })
    },
    [instance],
  )
  return { disconnect }
}
