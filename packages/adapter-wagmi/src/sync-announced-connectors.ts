import type { Config } from '@wagmi/core'
import { type WagmiStoreHydratedParameters, wagmiStoreHydrated } from './wagmi-store-hydrated.ts'

/**
 * Makes every EIP-6963 wallet mipd has heard of a wagmi connector. wagmi drops announcements that
 * arrive while its store is still hydrating from storage, so this waits for hydration and then
 * adds what is missing (what wagmi's own `hydrate().onMount` does for SSR).
 */
export async function syncAnnouncedConnectors(
  config: Config,
  hydration: WagmiStoreHydratedParameters,
): Promise<void> {
  const { mipd, connectors } = config._internal
  await wagmiStoreHydrated(config, hydration)
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
