import type { AppKit } from './types.ts'

// The last instance created, for hooks outside a provider and for the custom elements (the
// incumbent's hooks work without a provider). Only a pointer: each instance owns its state.
let active: AppKit | undefined
const listeners = new Set<() => void>()

/** The instance created last, if any. */
export function getActiveAppKit(): AppKit | undefined {
  return active
}

/** Makes `appKit` the one hooks and elements fall back to. */
export function setActiveAppKit(appKit: AppKit | undefined): void {
  if (active === appKit) return
  active = appKit
  for (const listener of [...listeners]) listener()
}

/** Calls `listener` when another instance becomes the active one; returns the unsubscribe. */
export function subscribeActiveAppKit(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
