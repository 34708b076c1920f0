import { AppKitError } from '@openappkit/common/errors'
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react'
import { getActiveAppKit, subscribeActiveAppKit } from '../instance/active-app-kit.ts'
import type { AppKit } from '../instance/types.ts'
import { getPlaceholderAppKit } from './placeholder-app-kit.ts'

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

/** The instance of the nearest {@link AppKitProvider}, if any (no fallback, never throws). */
export function useProvidedAppKit(): AppKit | undefined {
  return useContext(AppKitContext)
}

// The server never has an active instance (requests must not share one): what it renders
// outside a provider, and so what hydration expects, is the neutral placeholder.
const getServerAppKit = () => getPlaceholderAppKit()

/**
 * The instance of the nearest {@link AppKitProvider}, or else the last one `createAppKit`
 * made in the browser (as the incumbent's hooks, which need no provider); on the server and
 * while hydrating, a neutral placeholder (see {@link getPlaceholderAppKit}).
 */
export function useAppKitInstance(): AppKit {
  const fromContext = useContext(AppKitContext)
  const active = useSyncExternalStore(subscribeActiveAppKit, getActiveAppKit, getServerAppKit)
  const instance = fromContext ?? active
  if (!instance) {
    throw new AppKitError('NO_APP_KIT_INSTANCE')
  }
  return instance
}
