import { isAddress } from '@openappkit/common'
import type { Selectable } from 'kysely'
import { z } from 'zod'
import { chainsForAddress } from '../balance/index.ts'
import type { TokensTable } from '../db/tables.ts'
import type { App } from '../http/app-env.ts'
import { accountAddressSchema, caipNetworkIdSchema, commonQuerySchema } from '../http/schemas.ts'
import { parseInput } from '../http/validate.ts'
import { syncSolanaAccount, watchSolanaAccount } from '../indexer/index.ts'
import type { ApiContext } from '../server/api-context.ts'
import { normalizeAddress } from '../tokens/index.ts'
import { createTurnCoalescer } from './create-turn-coalescer.ts'
import { type FormatContext, formatTransaction } from './format-transaction.ts'
import { decodeHistoryCursor, encodeHistoryCursor } from './history-cursor.ts'
import { queryHistoryPage } from './query-history-page.ts'

const DEFAULT_PAGE_SIZE = 20

const historyQuerySchema = commonQuerySchema.extend({
  cursor: z.string().max(400).optional(),
  chainId: caipNetworkIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
})

async function storedTokens(context: ApiContext, chainId: string, addresses: string[]) {
  if (addresses.length === 0) return new Map<string, Selectable<TokensTable>>()
  const rows = await context.db
    .selectFrom('tokens')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('address', 'in', addresses)
    .execute()
  return new Map(rows.map((row) => [row.address, row]))
}

/** GET /v1/account/{account}/history: indexed transactions, newest first, cursor-paginated. */
export function registerHistoryRoutes(app: App, context: ApiContext): void {
  const spam = new Set(
    context.config.spam.nfts.map((id) => {
      const index = id.lastIndexOf(':')
      const chain = context.chains.find(id.slice(0, index))?.caipNetworkId ?? id.slice(0, index)
      return `${chain}:${normalizeAddress(chain, id.slice(index + 1))}`
    }),
  )

  // The page as JSON text: callers sharing a run share its serialisation too.
  const coalesce = createTurnCoalescer<string>()
  app.get('/v1/account/:account/history', async (c) => {
    const address = parseInput(accountAddressSchema, c.req.param('account'), 'account')
    const query = parseInput(historyQuerySchema, c.req.query(), 'query')
    const cursor = query.cursor ? decodeHistoryCursor(query.cursor) : undefined
    const targets = chainsForAddress(context, address, query.chainId)
    for (const { chain } of targets) {
      const solana = context.chains.solana(chain.caipNetworkId)
      if (solana && (await watchSolanaAccount(context, chain.caipNetworkId, address))) {
        await syncSolanaAccount(context, solana, address)
      }
    }
    const account = isAddress(address) ? address.toLowerCase() : address
    const limit = query.limit ?? DEFAULT_PAGE_SIZE
    // Identical requests read in the same turn of the event loop, or made while one is being
    // answered, share its queries and formatting.
    const key = [
      account,
      limit,
      query.cursor ?? '',
      ...targets.map(({ requestedChainId }) => requestedChainId),
    ].join('|')
    const body = await coalesce(key, async () => {
      const page = await queryHistoryPage(context, {
        account,
        chainIds: targets.map(({ chain }) => chain.caipNetworkId),
        cursor,
        limit,
      })

      const data = []
      for (const { chain, requestedChainId } of targets) {
        const entries = page.transactions.filter(
          (entry) => entry.transaction.chain_id === chain.caipNetworkId,
        )
        if (entries.length === 0) continue
        const addresses = [
          ...new Set(entries.flatMap((entry) => entry.transfers.map((row) => row.token_address))),
        ]
        const stored = await storedTokens(context, chain.caipNetworkId, addresses.filter(Boolean))
        const format: FormatContext = {
          chainId: requestedChainId,
          nativeCurrency: chain.nativeCurrency,
          token: (token) => {
            const listed = context.tokens.find(chain.caipNetworkId, token)
            if (listed) return listed
            const row = stored.get(token)
            return row ? { caipNetworkId: chain.caipNetworkId, ...row, iconUrl: '' } : undefined
          },
          priceOf: (token) => context.prices.usd(chain.caipNetworkId, token),
          isSpam: (token) => spam.has(`${chain.caipNetworkId}:${token}`),
        }
        for (const entry of entries)
          data.push({
            order: page.transactions.indexOf(entry),
            item: formatTransaction(entry.transaction, entry.transfers, account, format),
          })
      }
      data.sort((a, b) => a.order - b.order)
      return JSON.stringify({
        data: data.map(({ item }) => item),
        next: page.next ? encodeHistoryCursor(page.next) : null,
      })
    })
    return c.body(body, 200, { 'content-type': 'application/json' })
  })
}
