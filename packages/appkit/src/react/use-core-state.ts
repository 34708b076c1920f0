import {
  type AppKitState,
  getStateSnapshot,
  type StateSnapshot,
  subscribeState,
} from '@openappkit/controllers/internal'
import { useCallback, useSyncExternalStore } from 'react'
import type { AppKit } from '../instance/types.ts'

/** A frozen snapshot of one slice of the controllers' state. */
export type CoreStateSnapshot<Key extends keyof AppKitState> = StateSnapshot<AppKitState[Key]>

const readServer = () => undefined

/**
 * The snapshot of `instance.core.state[key]`, re-rendering when it changes; `undefined` on the
 * server and while hydrating, so values derived from it hydrate as their server defaults (the
 * browser may have restored a session before React hydrated). Snapshots keep their identity
 * while nothing in them changed, as useSyncExternalStore requires.
 */
export function useCoreState<Key extends keyof AppKitState>(
  instance: AppKit,
  key: Key,
): CoreStateSnapshot<Key> | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => subscribeState(instance.core.state[key], onChange),
    [instance, key],
  )
  const read = useCallback(() => getStateSnapshot(instance.core.state[key]), [instance, key])
  return useSyncExternalStore(subscribe, read, readServer)
}
