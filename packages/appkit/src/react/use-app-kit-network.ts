import type { AppKit, AppKitNetworkState } from '../instance/types.ts'
import { useAppKitInstance } from './app-kit-context.tsx'
import { useInstanceValue } from './use-instance-value.ts'

export type UseAppKitNetworkReturnType = AppKitNetworkState & {
  switchNetwork: AppKit['switchNetwork']
}

const subscribe = (instance: AppKit, onChange: () => void) => instance.subscribeNetwork(onChange)
const read = (instance: AppKit) => instance.getNetwork()
const readServer = (instance: AppKit) => instance.initial.network

/** The active network and a way to switch it. */
export function useAppKitNetwork(): UseAppKitNetworkReturnType {
  const instance = useAppKitInstance()
  const network = useInstanceValue(instance, subscribe, read, readServer)
  return { ...network, switchNetwork: instance.switchNetwork }
}
