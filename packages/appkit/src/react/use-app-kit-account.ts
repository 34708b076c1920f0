import type { ChainNamespace } from '@openappkit/common/caip'
import { useCallback } from 'react'
import type { AppKit, AppKitAccount } from '../instance/types.ts'
import { useAppKitInstance } from './app-kit-context.tsx'
import { useInstanceValue } from './use-instance-value.ts'

export type UseAppKitAccountParameters = { namespace?: ChainNamespace | undefined }
export type UseAppKitAccountReturnType = AppKitAccount

const readServer = (instance: AppKit) => instance.initial.account

/** The account of `namespace` (the active one by default): address, CAIP address, status. */
export function useAppKitAccount(
  parameters: UseAppKitAccountParameters = {},
): UseAppKitAccountReturnType {
  const { namespace } = parameters
  const subscribe = useCallback(
    (instance: AppKit, onChange: () => void) => instance.subscribeAccount(onChange, namespace),
    [namespace],
  )
  const read = useCallback((instance: AppKit) => instance.getAccount(namespace), [namespace])
  return useInstanceValue(useAppKitInstance(), subscribe, read, readServer)
}
