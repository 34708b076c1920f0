import { type AppKitCore, getWalletCatalogue } from '@openappkit/controllers'
import type { MountModalParameters } from '@openappkit/scaffold-ui'
import type { CreateAppKitOptions } from './types.ts'

/** Whether a wallet listing passes the integrator's include / exclude lists. */
export function isWalletListed(id: string, options: CreateAppKitOptions): boolean {
  if (options.includeWalletIds && !options.includeWalletIds.includes(id)) return false
  return !options.excludeWalletIds?.includes(id)
}

/**
 * The wallet catalogue of the configured api, for the namespaces the site uses, filtered by the
 * integrator's include / exclude lists; none without an api.
 */
function walletCatalogueSource(options: CreateAppKitOptions, core: AppKitCore) {
  if (!core.api.enabled) return undefined
  const namespaces = [...new Set(options.networks.map((network) => network.chainNamespace))]
  return async () => {
    const wallets = await getWalletCatalogue(core.api, {
      include: options.includeWalletIds,
      exclude: options.excludeWalletIds,
      namespaces,
    })
    // Filtered here too: an api that ignores the parameters must not widen the integrator's list.
    return wallets.filter((wallet) => isWalletListed(wallet.id, options))
  }
}

/** Maps the integrator's options onto the modal's. */
export function toModalOptions(
  options: CreateAppKitOptions,
  core: AppKitCore,
): MountModalParameters {
  return {
    featuredWalletIds: options.featuredWalletIds,
    customWallets: options.customWallets?.filter((wallet) => isWalletListed(wallet.id, options)),
    wallets: walletCatalogueSource(options, core),
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
    locale: options.locale,
  }
}
