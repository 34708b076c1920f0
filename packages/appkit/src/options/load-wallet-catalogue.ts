import { type AppKitCore, getWalletCatalogue } from '@openappkit/controllers'
import type { WalletListing } from '@openappkit/scaffold-ui'
import { isWalletListed } from './is-wallet-listed.ts'
import type { CreateAppKitOptions } from './types.ts'

/**
 * The wallet catalogue for the namespaces the site uses, filtered by the integrator's include /
 * exclude lists: the configured api's (which replaces the built-in one), else the kit's own
 * built-in catalogue, which also stands in when the api cannot be reached. Its own chunk: it
 * loads when the modal lists wallets.
 */
export async function loadWalletCatalogue(
  options: CreateAppKitOptions,
  core: AppKitCore,
): Promise<WalletListing[]> {
  const namespaces = [...new Set(options.networks.map((network) => network.chainNamespace))]
  const listed = (wallets: readonly WalletListing[]) =>
    // Filtered here too: an api that ignores the parameters must not widen the integrator's list.
    wallets.filter((wallet) => isWalletListed(wallet.id, options))
  if (core.api.enabled) {
    try {
      const wallets = await getWalletCatalogue(core.api, {
        include: options.includeWalletIds,
        exclude: options.excludeWalletIds,
        namespaces,
      })
      return listed(wallets)
    } catch (error) {
      core.services.logger.warn(
        'the api wallet catalogue is unavailable: listing the built-in one',
        error,
      )
    }
  }
  const { builtInWalletListings } = await import('./built-in-wallet-listings.ts')
  return listed(builtInWalletListings(namespaces))
}
