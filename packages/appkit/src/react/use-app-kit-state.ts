import type { AppKit, AppKitPublicState } from '../instance/types.ts'
import { useAppKitInstance } from './app-kit-context.tsx'
import { useInstanceValue } from './use-instance-value.ts'

const subscribe = (instance: AppKit, onChange: () => void) => instance.subscribeState(onChange)
const read = (instance: AppKit) => instance.getState()
const readServer = (instance: AppKit) => instance.initial.state

/** Whether the modal is open or loading, the active chain and the selected network. */
export function useAppKitState(): AppKitPublicState {
  return useInstanceValue(useAppKitInstance(), subscribe, read, readServer)
}
