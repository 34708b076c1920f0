import { builtInWallets, walletMonogram } from '@openappkit/common/wallets'
import type { WalletListing } from '@openappkit/scaffold-ui'

/**
 * The kit's own wallet catalogue as listings, for the namespaces the site uses (all when none
 * is given), each with its drawn monogram. Its own chunk: the modal loads it when it first
 * lists wallets and no api serves a catalogue.
 */
export function builtInWalletListings(namespaces: readonly string[] = []): WalletListing[] {
  return builtInWallets
    .filter(
      (wallet) =>
        namespaces.length === 0 ||
        wallet.namespaces.some((namespace) => namespaces.includes(namespace)),
    )
    .map(({ color, namespaces: _namespaces, ...wallet }) => ({
      ...wallet,
      imageUrl: walletMonogram(wallet.name, color),
    }))
}
