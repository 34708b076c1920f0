import { AppKitError } from '@openappkit/common/errors'
import {
  type AppKitState,
  getStateSnapshot,
  type StateSnapshot,
  subscribeState,
} from '@openappkit/controllers/internal'
import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react'
import type { ModalContextValue } from './types.ts'

const ModalContext = createContext<ModalContextValue | undefined>(undefined)

export type ModalProviderProps = { value: ModalContextValue; children: ReactNode }

/** Gives the views their instance: core, modal options, the modal's own state, the views. */
export function ModalProvider({ value, children }: ModalProviderProps) {
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>
}

/** The instance the surrounding modal renders. */
export function useModalContext(): ModalContextValue {
  const value = useContext(ModalContext)
  if (!value) throw new AppKitError('OUTSIDE_MODAL')
  return value
}

/**
 * The current snapshot of a reactive state object; the component re-renders when it changes.
 * Subscribes through controllers, never a valtio of our own, so a second valtio copy installed
 * for React consumers cannot miss the instance's changes.
 */
export function useStateSnapshot<State extends object>(state: State): StateSnapshot<State> {
  const subscribe = useCallback((onChange: () => void) => subscribeState(state, onChange), [state])
  const read = useCallback(() => getStateSnapshot(state), [state])
  return useSyncExternalStore(subscribe, read, read)
}

/** A reactive snapshot of one slice of the core's state; the component re-renders on change. */
export function useAppState<Slice extends keyof AppKitState>(slice: Slice) {
  return useStateSnapshot(useModalContext().core.state[slice])
}

/** A reactive snapshot of the modal's own state. */
export function useScaffoldState() {
  return useStateSnapshot(useModalContext().scaffold)
}
