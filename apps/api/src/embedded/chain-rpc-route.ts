import type { Context } from 'hono'
import { HttpRequestError, TimeoutError } from 'viem'
import { z } from 'zod'
import type { App, AppEnv } from '../http/app-env.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'

const rpcBodySchema = z.strictObject({
  chainId: z.number().int().positive(),
  method: z.string().min(1).max(64),
  params: z.array(z.unknown()).max(16).default([]),
})

/** A JSON-RPC endpoint (a node or a bundler) the frame reaches through the api. */
export type ChainRpcEndpoint = {
  request(arguments_: { method: string; params: unknown[] }): Promise<unknown>
}

/** A JSON-RPC error as the frame receives it (EIP-1193 / ERC-7769 codes kept). */
export type ChainRpcError = { code: number; message: string; data?: unknown }

/** Parameters of {@link registerChainRpcRoute}. */
export type RegisterChainRpcRouteParameters = {
  path: string
  /**
   * The endpoint serving a chain for this request (its project), or the refusal (EIP-1193 4901)
   * when there is none.
   */
  endpointOf(chainId: number, c: Context<AppEnv>): ChainRpcEndpoint | ChainRpcError
  /** Whether the frame may call `method` here (refused with EIP-1193 4200 otherwise). */
  isAllowed(method: string): boolean
  /** What the endpoint of a chain is, for the error when it does not answer ("the node of …"). */
  describe(chainId: number): string
}

// viem wraps the endpoint's JSON-RPC error: its code and message (`details`) are the endpoint's.
// An endpoint that never answered (down, timed out) gets -32603 saying which one it was.
function toChainRpcError(error: unknown, endpoint: string): ChainRpcError {
  if (error instanceof HttpRequestError || error instanceof TimeoutError) {
    const reason = error instanceof TimeoutError ? 'timed out' : (error.details ?? 'no answer')
    return { code: -32603, message: `${endpoint} did not answer (${reason})` }
  }
  const { code, shortMessage, details, data } = error as {
    code?: unknown
    shortMessage?: unknown
    details?: unknown
    data?: unknown
  }
  return {
    code: typeof code === 'number' ? code : -32603,
    message:
      typeof details === 'string' && details ? details : String(shortMessage ?? 'RPC failed'),
    ...(data === undefined ? {} : { data }),
  }
}

/**
 * A POST route taking `{ chainId, method, params }` and answering JSON-RPC style (`result` or
 * `error`, always HTTP 200 once the body is valid), forwarding allowed methods to the chain's
 * endpoint. The server's body limit applies before anything is parsed.
 */
export function registerChainRpcRoute(
  app: App,
  { path, endpointOf, isAllowed, describe }: RegisterChainRpcRouteParameters,
): void {
  app.post(path, async (c) => {
    const { chainId, method, params } = parseInput(rpcBodySchema, await readJsonBody(c), 'body')
    const endpoint = endpointOf(chainId, c)
    if (!('request' in endpoint)) return c.json({ error: endpoint })
    if (!isAllowed(method)) {
      return c.json({ error: { code: 4200, message: 'Requested RPC call is not allowed' } })
    }
    try {
      const result = await endpoint.request({ method, params })
      return c.json({ result: result ?? null })
    } catch (error) {
      return c.json({ error: toChainRpcError(error, describe(chainId)) })
    }
  })
}
