import type { AppKitCore } from '../../core/types.ts'
import {
  prependRecentWallet,
  type RecentWallet,
  writeRecentWallets,
} from '../../platform/storage/recent-wallets.ts'

export type AddRecentWalletParameters = { wallet: RecentWallet }

/** Puts `wallet` first among the recent wallets (at most 2, no duplicates) and remembers them. */
export async function addRecentWallet(
  core: AppKitCore,
  { wallet }: AddRecentWalletParameters,
): Promise<void> {
  const next = prependRecentWallet(core.state.connectors.recentWallets, wallet)
  core.state.connectors.recentWallets = next
  await writeRecentWallets(core.services, next)
}
