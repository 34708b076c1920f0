import type { ChainNamespace } from '@openappkit/common/caip'
import { useCallback } from 'react'
import { useAppKitInstance } from './app-kit-context.tsx'

export type DisconnectOptions = { namespace?: ChainNamespace | undefined }
export type UseDisconnectReturnType = { disconnect: (options?: DisconnectOptions) => Promise<void> }

/** Disconnects the wallet of one namespace, or all. */
export function useDisconnect(): UseDisconnectReturnType {
  const instance = useAppKitInstance()
  const disconnect = useCallback(
    (options: DisconnectOptions = {}) => instance.disconnect(options.namespace),
    [instance],
  )
  return { disconnect }
}
