import { builtInWallets, walletMonogram } from '@openappkit/common/wallets'
import { type WalletListing, walletCatalogueEntrySchema } from './wallet-entry.ts'

export type WalletDirectoryConfig = {
  /** Offer the built-in wallets (default true). */
  builtIn: boolean
  /** The operator's wallets; one with a built-in id replaces it. */
  extra: readonly unknown[]
  /** Built-in wallets' icons on the operator's host, `{id}` standing for the wallet's id. */
  iconUrlTemplate?: string | undefined
}

export type FindWalletsParameters = {
  search?: string | undefined
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  namespaces?: readonly string[] | undefined
  page: number
  entries: number
}

/** The catalogue of one api process, ready to be searched. */
export type WalletDirectory = {
  readonly wallets: readonly WalletListing[]
  find(parameters: FindWalletsParameters): { count: number; data: WalletListing[] }
}

/** Folds case and accents so `êxodus` finds `Exodus`. */
export function normalizeWalletSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}

function toListing(input: unknown): WalletListing {
  const entry = walletCatalogueEntrySchema.parse(input)
  const { color, imageUrl, ...rest } = entry
  return { ...rest, imageUrl: imageUrl ?? walletMonogram(entry.name, color) }
}

/** Builds the catalogue: built-ins (unless off) overlaid with the operator's wallets, by id. */
export function createWalletDirectory(config: WalletDirectoryConfig): WalletDirectory {
  const byId = new Map<string, WalletListing>()
  const { iconUrlTemplate } = config
  if (config.builtIn) {
    for (const entry of builtInWallets) {
      const imageUrl = iconUrlTemplate?.replaceAll('{id}', entry.id)
      byId.set(entry.id, toListing(imageUrl ? { ...entry, imageUrl } : entry))
    }
  }
  for (const entry of config.extra) {
    const listing = toListing(entry)
    byId.set(listing.id, listing)
  }
  const wallets = [...byId.values()]
  const searchable = wallets.map((wallet) => normalizeWalletSearch(wallet.name))

  return {
    wallets,
    find({ search, include, exclude, namespaces, page, entries }) {
      const needle = normalizeWalletSearch(search ?? '')
      const included = include?.length ? new Set(include) : undefined
      const excluded = new Set(exclude ?? [])
      const matches = wallets.filter(
        (wallet, index) =>
          (!included || included.has(wallet.id)) &&
          !excluded.has(wallet.id) &&
          (!namespaces?.length || wallet.namespaces.some((item) => namespaces.includes(item))) &&
          (!needle || (searchable[index] ?? '').includes(needle)),
      )
      const start = (page - 1) * entries
      return { count: matches.length, data: matches.slice(start, start + entries) }
    },
  }
}
