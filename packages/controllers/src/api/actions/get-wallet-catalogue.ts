import { z } from 'zod'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'

export type GetWalletCatalogueParameters = {
  /** Only these wallet ids (the integrator's `includeWalletIds`). */
  include?: readonly string[] | undefined
  /** Never these (`excludeWalletIds`). */
  exclude?: readonly string[] | undefined
  /** Wallets that connect at least one of these CAIP namespaces. */
  namespaces?: readonly string[] | undefined
}

const walletCatalogueEntrySchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().min(1),
  imageUrl: z.string().optional(),
  rdns: z.string().optional(),
  namespaces: z.array(z.string()).default([]),
  mobileLink: z.string().optional(),
  universalLink: z.string().optional(),
  desktopLink: z.string().optional(),
  webappLink: z.string().optional(),
  browseLink: z.string().optional(),
})

/** A wallet of the api's catalogue: what AllWallets lists and how it opens the wallet. */
export type WalletCatalogueEntry = z.output<typeof walletCatalogueEntrySchema>
export type GetWalletCatalogueReturnType = WalletCatalogueEntry[]

const pageSchema = z.looseObject({
  count: z.number().int().nonnegative(),
  data: z.array(z.unknown()),
})

const PAGE_SIZE = 100
// A catalogue is a few hundred wallets; the cap stops a misbehaving server from looping us.
const MAX_PAGES = 20

/** GET /v1/wallets, every page; entries that do not have the documented shape are left out. */
export async function getWalletCatalogue(
  client: BlockchainApiClient,
  parameters: GetWalletCatalogueParameters = {},
): Promise<GetWalletCatalogueReturnType> {
  if (!client.enabled) return []
  const join = (ids: readonly string[] | undefined) => (ids?.length ? ids.join(',') : undefined)
  const wallets: WalletCatalogueEntry[] = []
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { count, data } = await client.request({
      method: 'GET',
      path: '/v1/wallets',
      params: {
        page,
        entries: PAGE_SIZE,
        include: join(parameters.include),
        exclude: join(parameters.exclude),
        namespaces: join(parameters.namespaces),
      },
      schema: pageSchema,
      retry: true,
    })
    for (const item of data) {
      const parsed = walletCatalogueEntrySchema.safeParse(item)
      if (parsed.success) wallets.push(parsed.data)
    }
    if (data.length < PAGE_SIZE || page * PAGE_SIZE >= count) break
  }
  return wallets
}
