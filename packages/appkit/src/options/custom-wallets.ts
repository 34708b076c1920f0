import type { WalletListing } from '@openappkit/scaffold-ui'
import { isWalletListed } from './is-wallet-listed.ts'
import type { CreateAppKitOptions, CustomWallet, CustomWalletOption } from './types.ts'

// The incumbent's fields: one of them marks an entry written in its spelling.
const INCUMBENT_KEYS = ['image_url', 'mobile_link', 'desktop_link', 'webapp_link'] as const

const orUndefined = (value: string | null | undefined) => value ?? undefined

function toWalletListing(wallet: CustomWalletOption): WalletListing {
  if (!INCUMBENT_KEYS.some((key) => key in wallet)) return wallet as WalletListing
  const incumbent = wallet as CustomWallet
  return {
    id: incumbent.id,
    name: incumbent.name,
    imageUrl: incumbent.image_url,
    mobileLink: orUndefined(incumbent.mobile_link),
    desktopLink: orUndefined(incumbent.desktop_link),
    webappLink: orUndefined(incumbent.webapp_link),
  }
}

/** The `customWallets` the options leave listed (include/exclude ids), as the modal's listings. */
export function listedCustomWallets(options: CreateAppKitOptions): WalletListing[] {
  return (options.customWallets ?? [])
    .filter((wallet) => isWalletListed(wallet.id, options))
    .map(toWalletListing)
}
