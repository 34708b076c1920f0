import { isSafeRpcMethod } from '@openappkit/controllers'
import { z } from 'zod'
import type { App } from '../http/app-env.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import type { ApiContext } from '../server/api-context.ts'

const rpcBodySchema = z.strictObject({
  chainId: z.number().int().positive(),
  method: z.string().min(1).max(64),
  params: z.array(z.unknown()).max(16).default([]),
})

// Filters live per node connection; through a shared proxy they would leak between visitors.
const NOT_PROXIED = new Set([
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_newPendingTransactionFilter',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
])

/**
 * The wallet frame's node access: the SPEC §6 safe methods (reads, estimates, raw-transaction
 * broadcast) on a configured EVM chain, answered JSON-RPC style (`result` or `error`).
 */
export function registerEmbeddedRpcRoutes(app: App, context: ApiContext): void {
  app.post('/v1/embedded/rpc', async (c) => {
    const { chainId, method, params } = parseInput(rpcBodySchema, await readJsonBody(c), 'body')
    const chain = context.chains.evm(`eip155:${chainId}`)
    if (!chain) {
      return c.json({ error: { code: 4901, message: `Chain ${chainId} is not served here` } })
    }
    if (!isSafeRpcMethod(method) || NOT_PROXIED.has(method)) {
      return c.json({ error: { code: 4200, message: 'Requested RPC call is not allowed' } })
    }
    try {
      const result = await chain.client.request({ method, params } as never)
      return c.json({ result: result ?? null })
    } catch (error) {
      const { code, shortMessage, details } = error as {
        code?: unknown
        shortMessage?: unknown
        details?: unknown
      }
      return c.json({
        error: {
          code: typeof code === 'number' ? code : -32603,
          message:
            typeof details === 'string' && details ? details : String(shortMessage ?? 'RPC failed'),
        },
      })
    }
  })
}
