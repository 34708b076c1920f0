import { AppKitError } from '@openappkit/common/errors'
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react'
import { getActiveAppKit, subscribeActiveAppKit } from '../instance/active-app-kit.ts'
import type { AppKit } from '../instance/types.ts'

const AppKitContext = createContext<AppKit | undefined>(undefined)

export type AppKitProviderProps = {
  /** The instance from `createAppKit`; hooks below use it instead of the last one created. */
  instance: AppKit
  children?: ReactNode
}

/** Puts an instance in context for the hooks below it (several instances on one page). */
export function AppKitProvider({ instance, children }: AppKitProviderProps) {
  return <AppKitContext.Provider value={instance}>{children}</AppKitContext.Provider>
}

/**
 * The instance of the nearest {@link AppKitProvider}, or else the last one `createAppKit`
 * made (as the incumbent's hooks, which need no provider).
 */
export function useAppKitInstance(): AppKit {
  const fromContext = useContext(AppKitContext)
  const active = useSyncExternalStore(subscribeActiveAppKit, getActiveAppKit, getActiveAppKit)
  const instance = fromContext ?? active
  if (!instance) {
    throw new AppKitError('NO_APP_KIT_INSTANCE')
  }
  return instance
}
