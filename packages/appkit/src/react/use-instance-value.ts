import { useCallback, useSyncExternalStore } from 'react'
import type { AppKit } from '../instance/types.ts'

/**
 * A value of `instance` that re-renders the component when it changes. `read` must return the
 * same object while nothing changed; `readServer` is what the server rendered.
 */
export function useInstanceValue<Value>(
  instance: AppKit,
  subscribe: (instance: AppKit, onChange: () => void) => () => void,
  read: (instance: AppKit) => Value,
  readServer: (instance: AppKit) => Value,
): Value {
  const subscribeToInstance = useCallback(
    (onChange: () => void) => subscribe(instance, onChange),
    [instance, subscribe],
  )
  const readInstance = useCallback(() => read(instance), [instance, read])
  const readInstanceServer = useCallback(() => readServer(instance), [instance, readServer])
  return useSyncExternalStore(subscribeToInstance, readInstance, readInstanceServer)
}
