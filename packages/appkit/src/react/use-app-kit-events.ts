import {
  type AppKitEvent,
  getStateSnapshot,
  subscribeState,
} from '@openappkit/controllers/internal'
import { useMemo } from 'react'
import type { AppKit } from '../instance/types.ts'
import { useAppKitInstance } from './app-kit-context.tsx'
import { useInstanceValue } from './use-instance-value.ts'

export type UseAppKitEventsReturnType = {
  timestamp: number | undefined
  data: AppKitEvent | undefined
}

const subscribe = (instance: AppKit, onChange: () => void) =>
  subscribeState(instance.core.state.events, onChange)
const read = (instance: AppKit) => getStateSnapshot(instance.core.state.events)
const readServer = () => undefined

/** The latest event of the instance (modal opened, connect success, network switch...). */
export function useAppKitEvents(): UseAppKitEventsReturnType {
  const events = useInstanceValue(useAppKitInstance(), subscribe, read, readServer)
  const timestamp = events?.timestamp
  const data = events?.data as AppKitEvent | undefined
  return useMemo(() => ({ timestamp, data }), [timestamp, data])
}
