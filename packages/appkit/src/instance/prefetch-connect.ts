import type { AppKit } from './types.ts'

const prefetchers = new WeakMap<AppKit, () => void>()

/** Records what `prefetchConnect(appKit)` starts: the code a click on Connect is about to need. */
export function setConnectPrefetch(appKit: AppKit, prefetch: () => void): void {
  prefetchers.set(appKit, prefetch)
}

/**
 * Starts loading the modal's code and the adapters' chain libraries, without waiting: called on
 * the connect button's pointer-enter and focus, so the click that follows does not wait on the
 * network. Kept off the public instance (the incumbent's surface has no such method).
 */
export function prefetchConnect(appKit: AppKit): void {
  prefetchers.get(appKit)?.()
}
