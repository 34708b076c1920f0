import type { ChainNamespace } from '@openappkit/common/caip'
import { useCallback, useMemo } from 'react'
import type { AppKit, AppKitAccount } from '../instance/types.ts'
import { useAppKitInstance } from './app-kit-context.tsx'
import {
  type AppKitAccountEntry,
  type EmbeddedWalletInfo,
  selectAccountExtras,
} from './select-account-extras.ts'
import { useCoreState } from './use-core-state.ts'
import { useInstanceValue } from './use-instance-value.ts'
import { useStableValue } from './use-stable-value.ts'

export type UseAppKitAccountParameters = { namespace?: ChainNamespace | undefined }
export type UseAppKitAccountReturnType = AppKitAccount & {
  /** The embedded wallet's login; undefined unless connected through the embedded wallet. */
  embeddedWalletInfo: EmbeddedWalletInfo | undefined
  /** Every account of the namespace's connections, the one in use first. */
  allAccounts: AppKitAccountEntry[]
}

const readServer = (instance: AppKit) => instance.initial.account
const NO_ACCOUNTS: AppKitAccountEntry[] = []

/** The account of `namespace` (the active one by default): address, CAIP address, status. */
export function useAppKitAccount(
  parameters: UseAppKitAccountParameters = {},
): UseAppKitAccountReturnType {
  const { namespace } = parameters
  const instance = useAppKitInstance()
  const subscribe = useCallback(
    (instance: AppKit, onChange: () => void) => instance.subscribeAccount(onChange, namespace),
    [namespace],
  )
  const read = useCallback((instance: AppKit) => instance.getAccount(namespace), [namespace])
  const account = useInstanceValue(instance, subscribe, read, readServer)
  // Undefined on the server and while hydrating: the extras then hydrate as their defaults.
  const chains = useCoreState(instance, 'chains')
  const connectors = useCoreState(instance, 'connectors')
  const connections = useCoreState(instance, 'connections')
  const extras = useStableValue(
    useMemo(
      () =>
        chains && connectors && connections
          ? selectAccountExtras({ chains, connectors, connections, namespace })
          : { embeddedWalletInfo: undefined, allAccounts: NO_ACCOUNTS },
      [chains, connectors, connections, namespace],
    ),
  )
  return useMemo(() => ({ ...account, ...extras }), [account, extras])
}
