import { ApiError } from '../errors/index.ts'

/** A JSON-RPC client of a Solana node (the few methods the api calls). */
export type SolanaRpc = {
  request<T>(method: string, params: readonly unknown[]): Promise<T>
}

/** Parameters of {@link createSolanaRpc}. */
export type CreateSolanaRpcParameters = {
  url: string
  timeoutMs?: number | undefined
  fetch?: typeof fetch | undefined
}

type JsonRpcReply<T> = { result?: T; error?: { code: number; message: string } }

/** Creates a Solana JSON-RPC client over HTTP; node failures become 502 errors. */
export function createSolanaRpc(parameters: CreateSolanaRpcParameters): SolanaRpc {
  const fetchImpl = parameters.fetch ?? fetch
  let nextId = 1
  return {
    async request<T>(method: string, params: readonly unknown[]): Promise<T> {
      let reply: JsonRpcReply<T>
      try {
        const response = await fetchImpl(parameters.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
          signal: AbortSignal.timeout(parameters.timeoutMs ?? 10_000),
        })
        reply = (await response.json()) as JsonRpcReply<T>
      } catch (error) {
        throw new ApiError('The Solana node did not answer', { status: 502, cause: error })
      }
      if (reply.error) {
        throw new ApiError(`The Solana node refused ${method}: ${reply.error.message}`, {
          status: 502,
        })
      }
      return reply.result as T
    },
  }
}
