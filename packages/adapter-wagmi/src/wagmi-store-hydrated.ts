import type { Config } from '@wagmi/core'

type PersistedStore = {
  // Absent when the config has no storage (`storage: null`).
  persist?: {
    hasHydrated(): boolean
    rehydrate(): Promise<void> | void
    onFinishHydration(listener: () => void): () => void
  }
}

export type WagmiStoreHydratedParameters = {
  /**
   * With `ssr: true` in the browser, wait for the app to hydrate the store instead of reading
   * storage now. For restoring a session, not for what a visitor asked for (a click comes after
   * the page hydrated, so reading storage then changes nothing React compares).
   */
  leaveToApp: boolean
}

/**
 * Resolves once wagmi's store holds what its storage kept. Without `ssr`, the adapter reads
 * storage itself. With `ssr: true`, wagmi leaves that to the app, after React hydrated the
 * server's HTML (`<WagmiProvider>` on mount, or `hydrate(config, ...).onMount()`): the server
 * rendered the state of `cookieToInitialState`, so a store read or reconnected before then gives
 * wagmi's hooks other values than that HTML while React compares them (a hydration mismatch).
 */
export async function wagmiStoreHydrated(
  config: Config,
  { leaveToApp }: WagmiStoreHydratedParameters,
): Promise<void> {
  // wagmi types its store through zustand's `Mutate`, which collapses to `never` from here.
  const { persist } = config._internal.store as unknown as PersistedStore
  if (!persist || persist.hasHydrated()) return
  if (leaveToApp && config._internal.ssr && typeof window !== 'undefined') {
    await new Promise<void>((resolve) => {
      const stop = persist.onFinishHydration(() => {
        stop()
        resolve()
      })
    })
    return
  }
  await persist.rehydrate()
}
