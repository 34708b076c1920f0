import type { MountModalParameters } from '@openappkit/scaffold-ui'
import type { CreateAppKitOptions } from './types.ts'

/** Whether a wallet listing passes the integrator's include / exclude lists. */
export function isWalletListed(id: string, options: CreateAppKitOptions): boolean {
  if (options.includeWalletIds && !options.includeWalletIds.includes(id)) return false
  return !options.excludeWalletIds?.includes(id)
}

/** Maps the integrator's options onto the modal's. */
export function toModalOptions(options: CreateAppKitOptions): MountModalParameters {
  return {
    featuredWalletIds: options.featuredWalletIds,
    customWallets: options.customWallets?.filter((wallet) => isWalletListed(wallet.id, options)),
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
    locale: options.locale,
  }
}
