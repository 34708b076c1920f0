import {
  type AppKitCore,
  initialize,
  restoreActiveCaipNetwork,
  restorePreferredAccountTypes,
  restoreRecentConnections,
  restoreRecentWallets,
  setConnectors,
  watchAdapter,
} from '@openappkit/controllers'

export type StartAppKitParameters = { enableReconnect: boolean }

/**
 * Brings the instance to life in the browser: the controllers' `initialize`, or the same steps
 * without restoring last visit's session when `enableReconnect` is false.
 */
export async function startAppKit(
  core: AppKitCore,
  { enableReconnect }: StartAppKitParameters,
): Promise<void> {
  if (enableReconnect) return initialize(core)
  await Promise.all([
    restoreRecentWallets(core),
    restorePreferredAccountTypes(core),
    restoreRecentConnections(core),
    restoreActiveCaipNetwork(core),
  ])
  for (const adapter of core.adapters.values()) {
    watchAdapter(core, adapter)
    setConnectors(core, { connectors: adapter.getConnectors() })
  }
  await Promise.all(
    [...core.adapters.values()].map((adapter) =>
      adapter.syncConnectors().catch((error: unknown) => {
        core.services.logger.warn(`connector discovery failed for ${adapter.namespace}`, error)
      }),
    ),
  )
}
