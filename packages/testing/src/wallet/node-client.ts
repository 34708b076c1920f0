import { ProviderRpcError, RpcErrorCode } from '@openappkit/common'

/** A JSON-RPC connection to one node over HTTP. */
export type NodeClient = { request(method: string, params?: unknown): Promise<unknown> }

type JsonRpcReply = {
  result?: unknown
  error?: { code: number; message?: string; data?: unknown }
}

/** Sends JSON-RPC requests to `url`; node errors come back as `ProviderRpcError` with the node's code. */
export function createNodeClient(url: string, fetchFn: typeof fetch = fetch): NodeClient {
  let id = 0
  return {
    async request(method, params = []) {
      id++
      let response: Response
      try {
        response = await fetchFn(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
        })
      } catch (error) {
        throw new ProviderRpcError(RpcErrorCode.ChainDisconnected, {
          message: String(error),
          cause: error,
        })
      }
      if (!response.ok) {
        throw new ProviderRpcError(RpcErrorCode.ChainDisconnected, {
          message: `HTTP status code: ${response.status}`,
        })
      }
      const reply = (await response.json()) as JsonRpcReply
      if (reply.error) {
        throw new ProviderRpcError(reply.error.code, {
          message: reply.error.message,
          data: reply.error.data,
        })
      }
      return reply.result
    },
  }
}
