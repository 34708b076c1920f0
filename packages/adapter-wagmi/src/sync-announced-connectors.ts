import type { Config } from '@wagmi/core'

type PersistedStore = {
  // Absent when the config has no storage (`storage: null`).
  persist?: { hasHydrated(): boolean; rehydrate(): Promise<void> | void }
}

/**
 * Makes every EIP-6963 wallet mipd has heard of a wagmi connector. wagmi drops announcements that
 * arrive while its store is still hydrating from storage, so this waits for hydration and then
 * adds what is missing (what wagmi's own `hydrate().onMount` does for SSR).
 */
export async function syncAnnouncedConnectors(config: Config): Promise<void> {
  const { mipd, connectors } = config._internal
  // wagmi types its store through zustand's `Mutate`, which collapses to `never` from here.
  const store = config._internal.store as unknown as PersistedStore
  if (store.persist && !store.persist.hasHydrated()) await store.persist.rehydrate()
  if (!mipd) return
  const known = new Set(
    config.connectors.flatMap((connector) => [connector.id, connector.rdns ?? []].flat()),
  )
  const missing = mipd.getProviders().filter((provider) => !known.has(provider.info.rdns))
  if (missing.length === 0) return
  connectors.setState((current) => [
    ...current,
    ...missing.map((provider) => connectors.setup(connectors.providerDetailToConnector(provider))),
  ])
}
