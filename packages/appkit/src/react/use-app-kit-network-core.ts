import { useMemo } from 'react'
import type { AppKit, AppKitNetworkState } from '../instance/types.ts'
import { useAppKitInstance } from './app-kit-context.tsx'
import { useInstanceValue } from './use-instance-value.ts'

export type UseAppKitNetworkCoreReturnType = Pick<AppKitNetworkState, 'caipNetworkId' | 'chainId'>

const subscribe = (instance: AppKit, onChange: () => void) => instance.subscribeNetwork(onChange)
const read = (instance: AppKit) => instance.getNetwork()
const readServer = (instance: AppKit) => instance.initial.network

/** The active network's ids only (the incumbent's `useAppKitNetworkCore`). */
export function useAppKitNetworkCore(): UseAppKitNetworkCoreReturnType {
  const { caipNetworkId, chainId } = useInstanceValue(
    useAppKitInstance(),
    subscribe,
    read,
    readServer,
  )
  return useMemo(() => ({ caipNetworkId, chainId }), [caipNetworkId, chainId])
}
