import type { AppKitCore } from '@openappkit/controllers'
import type { MountModalParameters } from '@openappkit/scaffold-ui'
import { listedCustomWallets } from './custom-wallets.ts'
import type { CreateAppKitOptions } from './types.ts'

/** The incumbent's `chainImages` (by chain id) as the modal's network images (by CAIP-2 id). */
function toNetworkImages(options: CreateAppKitOptions): Record<string, string> | undefined {
  const images = options.chainImages
  if (!images) return undefined
  const entries = options.networks
    .filter((network) => images[network.id] !== undefined)
    .map((network) => [network.caipNetworkId, images[network.id] as string])
  return Object.fromEntries(entries)
}

/**
 * Maps the integrator's options onto the modal's. The wallet list loads when the modal first
 * lists wallets: the api's catalogue, or the kit's built-in one without an api.
 */
export function toModalOptions(
  options: CreateAppKitOptions,
  core: AppKitCore,
): MountModalParameters {
  return {
    featuredWalletIds: options.featuredWalletIds,
    customWallets: listedCustomWallets(options),
    wallets: () =>
      import('./load-wallet-catalogue.ts').then(({ loadWalletCatalogue }) =>
        loadWalletCatalogue(options, core),
      ),
    networkImages: toNetworkImages(options),
    connectorImages: options.connectorImages,
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
    locale: options.locale,
  }
}
