import { z } from 'zod'
import type { App } from '../http/app-env.ts'
import { commonQuerySchema } from '../http/schemas.ts'
import { parseInput } from '../http/validate.ts'
import type { ApiContext } from '../server/api-context.ts'
import { createWalletDirectory } from './wallet-directory.ts'

/** The most wallets one page returns. */
export const MAX_WALLETS_PER_PAGE = 100

const idListSchema = z
  .string()
  .max(8_192)
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(128)).max(200, 'at most 200 ids'))

const walletsQuerySchema = commonQuerySchema.extend({
  search: z.string().max(64).optional(),
  include: idListSchema.optional(),
  exclude: idListSchema.optional(),
  namespaces: idListSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  entries: z.coerce.number().int().min(1).max(MAX_WALLETS_PER_PAGE).default(MAX_WALLETS_PER_PAGE),
})

/** GET /v1/wallets: the wallet catalogue of AllWallets, filtered and paged. */
export function registerWalletRoutes(app: App, context: ApiContext): void {
  const directory = createWalletDirectory(context.config.wallets)
  app.get('/v1/wallets', (c) => {
    const query = parseInput(walletsQuerySchema, c.req.query(), 'query')
    c.header('Cache-Control', 'public, max-age=300')
    return c.json(directory.find(query))
  })
}
