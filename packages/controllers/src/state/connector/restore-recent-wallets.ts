import type { AppKitCore } from '../../core/types.ts'
import { readRecentWallets } from '../../platform/storage/recent-wallets.ts'

/** Loads the remembered recent wallets into state. */
export async function restoreRecentWallets(core: AppKitCore): Promise<void> {
  core.state.connectors.recentWallets = await readRecentWallets(core.services)
}
