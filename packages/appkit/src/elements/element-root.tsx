import type { ReactNode } from 'react'
import { useSyncExternalStore } from 'react'
import { getActiveAppKit, subscribeActiveAppKit } from '../instance/active-app-kit.ts'
import type { AppKit } from '../instance/types.ts'
import { AppKitProvider } from '../react/app-kit-context.tsx'
import { ElementThemeRoot } from './element-views.tsx'

export type ElementRootProps = { appKit: AppKit | undefined; children: ReactNode }

/** Gives an element its instance; renders nothing until one exists. */
export function ElementRoot({ appKit, children }: ElementRootProps) {
  const active = useSyncExternalStore(subscribeActiveAppKit, getActiveAppKit, getActiveAppKit)
  const instance = appKit ?? active
  if (!instance) return null
  return (
    <AppKitProvider instance={instance}>
      <ElementThemeRoot>{children}</ElementThemeRoot>
    </AppKitProvider>
  )
}
