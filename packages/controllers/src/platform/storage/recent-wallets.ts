import { RECENT_WALLETS_LIMIT } from '@openappkit/common/constants'
import { isJsonObject, isOptionalString, parseJsonRecord } from '../utils/parse-json-record.ts'
import { defineParser } from '../utils/safe-parser.ts'
import { STORAGE_KEYS } from './keys.ts'
import { readStoredJson, type StoredJsonContext, writeStoredJson } from './stored-json.ts'

/**
 * A wallet the visitor used recently (docs/project/behaviour.md §3): a record with an id, other
 * fields kept as-is.
 */
export type RecentWallet = {
  id: string
  name?: string | undefined
  imageUrl?: string | undefined
  [field: string]: unknown
}

/** Reads one stored {@link RecentWallet}: a non-empty id, string name and image if any. */
export const recentWalletSchema = defineParser((value): RecentWallet | undefined => {
  if (!isJsonObject(value)) return undefined
  const { id, name, imageUrl } = value
  if (typeof id !== 'string' || id === '' || !isOptionalString(name)) return undefined
  if (!isOptionalString(imageUrl)) return undefined
  return parseJsonRecord(value, (field) => field) as RecentWallet
})

const storedList = defineParser((value) => (Array.isArray(value) ? value : undefined))

/** `wallet` first, then the previous list without it, at most {@link RECENT_WALLETS_LIMIT}. */
export function prependRecentWallet(
  list: readonly RecentWallet[],
  wallet: RecentWallet,
): RecentWallet[] {
  return [wallet, ...list.filter((entry) => entry.id !== wallet.id)].slice(0, RECENT_WALLETS_LIMIT)
}

/** The stored recent wallets; unreadable entries are skipped, the list is capped. */
export async function readRecentWallets(context: StoredJsonContext): Promise<RecentWallet[]> {
  const stored = await readStoredJson(context, STORAGE_KEYS.recentWallets, storedList)
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
