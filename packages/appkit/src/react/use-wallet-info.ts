import type { ChainNamespace } from '@openappkit/common/caip'
import type { ConnectedWalletInfo } from '@openappkit/controllers/internal'
import { useCallback } from 'react'
import type { AppKit } from '../instance/types.ts'
import { useAppKitInstance } from './app-kit-context.tsx'
import { useInstanceValue } from './use-instance-value.ts'

export type UseWalletInfoReturnType = { walletInfo: ConnectedWalletInfo | undefined }

const readServer = () => undefined

/**
 * What the connected wallet says about itself (name, icon); through WalletConnect, the phone
 * wallet that approved the session as it names itself.
 */
export function useWalletInfo(namespace?: ChainNamespace): UseWalletInfoReturnType {
  const subscribe = useCallback(
    (instance: AppKit, onChange: () => void) => instance.subscribeWalletInfo(onChange, namespace),
    [namespace],
  )
  const read = useCallback((instance: AppKit) => instance.getWalletInfo(namespace), [namespace])
  return { walletInfo: useInstanceValue(useAppKitInstance(), subscribe, read, readServer) }
}
