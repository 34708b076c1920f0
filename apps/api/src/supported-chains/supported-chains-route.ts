import type { App } from '../http/app-env.ts'
import { commonQuerySchema } from '../http/schemas.ts'
import { parseInput } from '../http/validate.ts'
import type { ApiContext } from '../server/api-context.ts'

/** The CAIP-2 ids the api serves over HTTP and over websocket, aliases included. */
export function supportedChains(context: Pick<ApiContext, 'chains'>): {
  http: string[]
  ws: string[]
} {
  const http: string[] = []
  const ws: string[] = []
  for (const chain of context.chains.chains) {
    const ids = [chain.caipNetworkId, ...chain.aliases]
    http.push(...ids)
    if (chain.wsUrl) ws.push(...ids)
  }
  return { http, ws }
}

/** GET /v1/supported-chains. */
export function registerSupportedChainsRoutes(app: App, context: ApiContext): void {
  const body = supportedChains(context)
  app.get('/v1/supported-chains', (c) => {
    parseInput(commonQuerySchema, c.req.query(), 'query')
    return c.json(body)
  })
}
