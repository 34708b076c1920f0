import { type AppKitCore, getWalletCatalogue } from '@openappkit/controllers'
import type { WalletListing } from '@openappkit/scaffold-ui'
import { isWalletListed } from './is-wallet-listed.ts'
import type { CreateAppKitOptions } from './types.ts'

/**
 * The wallet catalogue of the configured api for the namespaces the site uses, filtered by the
 * integrator's include / exclude lists. Its own chunk: it loads when the modal lists wallets.
 */
export async function loadWalletCatalogue(
  options: CreateAppKitOptions,
  core: AppKitCore,
): Promise<WalletListing[]> {
  const namespaces = [...new Set(options.networks.map((network) => network.chainNamespace))]
  const wallets = await getWalletCatalogue(core.api, {
    include: options.includeWalletIds,
    exclude: options.excludeWalletIds,
    namespaces,
  })
  // Filtered here too: an api that ignores the parameters must not widen the integrator's list.
  return wallets.filter((wallet) => isWalletListed(wallet.id, options))
}
