import type { AppKitCore } from '@openappkit/controllers'
import type { MountModalParameters } from '@openappkit/scaffold-ui'
import { isWalletListed } from './is-wallet-listed.ts'
import type { CreateAppKitOptions } from './types.ts'

/** Maps the integrator's options onto the modal's; the wallet list comes from the api, if any. */
export function toModalOptions(
  options: CreateAppKitOptions,
  core: AppKitCore,
): MountModalParameters {
  return {
    featuredWalletIds: options.featuredWalletIds,
    customWallets: options.customWallets?.filter((wallet) => isWalletListed(wallet.id, options)),
    wallets: core.api.enabled
      ? () =>
          import('./load-wallet-catalogue.ts').then(({ loadWalletCatalogue }) =>
            loadWalletCatalogue(options, core),
          )
      : undefined,
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
    locale: options.locale,
  }
}
