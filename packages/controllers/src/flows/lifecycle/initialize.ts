import type { AppKitCore } from '../../core/types.ts'
import { restoreActiveCaipNetwork } from '../../state/chain/restore-active-caip-network.ts'
import { restorePreferredAccountTypes } from '../../state/chain/restore-preferred-account-types.ts'
import { restoreRecentConnections } from '../../state/connection/recent-connections.ts'
import { restoreRecentWallets } from '../../state/connector/restore-recent-wallets.ts'
import { setConnectors } from '../../state/connector/set-connectors.ts'
import { reconnect } from '../connect/reconnect.ts'
import { watchAdapter } from '../connect/watch-adapter.ts'

export type InitializeParameters = {
  /** Restore last visit's sessions (default `true`); `false` leaves the visitor disconnected. */
  reconnect?: boolean | undefined
}

/**
 * Brings an instance to life in the browser: restores remembered preferences, starts listening
 * to every adapter, runs connector discovery and, unless told not to, restores last visit's
 * sessions.
 */
export async function initialize(
  core: AppKitCore,
  parameters: InitializeParameters = {},
): Promise<void> {
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
  if (parameters.reconnect !== false) await reconnect(core)
}
