import { RECENT_WALLETS_LIMIT } from '@openappkit/common/constants'
import { z } from 'zod'
import { STORAGE_KEYS } from './keys.ts'
import { readStoredJson, type StoredJsonContext, writeStoredJson } from './stored-json.ts'

/** A wallet the visitor used recently (SPEC §3): a record with an id, other fields kept as-is. */
export const recentWalletSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().optional(),
  imageUrl: z.string().optional(),
})

export type RecentWallet = z.output<typeof recentWalletSchema>

/** `wallet` first, then the previous list without it, at most {@link RECENT_WALLETS_LIMIT}. */
export function prependRecentWallet(
  list: readonly RecentWallet[],
  wallet: RecentWallet,
): RecentWallet[] {
  return [wallet, ...list.filter((entry) => entry.id !== wallet.id)].slice(0, RECENT_WALLETS_LIMIT)
}

/** The stored recent wallets; unreadable entries are skipped, the list is capped. */
export async function readRecentWallets(context: StoredJsonContext): Promise<RecentWallet[]> {
  const stored = await readStoredJson(context, STORAGE_KEYS.recentWallets, z.array(z.unknown()))
  const wallets: RecentWallet[] = []
  for (const candidate of stored ?? []) {
    const parsed = recentWalletSchema.safeParse(candidate)
    if (parsed.success && !wallets.some((wallet) => wallet.id === parsed.data.id)) {
      wallets.push(parsed.data)
    }
  }
  return wallets.slice(0, RECENT_WALLETS_LIMIT)
}

/** Persists the recent wallets list. */
export async function writeRecentWallets(
  context: StoredJsonContext,
  wallets: readonly RecentWallet[],
): Promise<void> {
  await writeStoredJson(context, STORAGE_KEYS.recentWallets, wallets)
}
