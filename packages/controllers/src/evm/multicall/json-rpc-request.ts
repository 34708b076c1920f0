import { AppKitError, RpcError } from '@openappkit/common/errors'
import { isHttpUrl } from '@openappkit/common/networks'
import type { FetchLike } from '../../platform/services/types.ts'

export type JsonRpcRequestParameters = {
  fetch: FetchLike
  /** HTTP(S) JSON-RPC endpoint of the network. */
  rpcUrl: string
  method: string
  params: readonly unknown[]
}

/** Thrown when an RPC URL is not http(s) (docs/project/behaviour.md §5). */
export class InvalidRpcUrlError extends AppKitError<'INVALID_RPC_URL'> {
  override name = 'InvalidRpcUrlError'
}

let nextId = 1

/**
 * One JSON-RPC call over HTTP through the injected fetch. Only http and https URLs are accepted
 * (docs/project/behaviour.md §5); a JSON-RPC error becomes an {@link RpcError} with the node's code
 * and message.
 */
export async function jsonRpcRequest({
  fetch,
  rpcUrl,
  method,
  params,
}: JsonRpcRequestParameters): Promise<unknown> {
  if (!isHttpUrl(rpcUrl)) {
    throw new InvalidRpcUrlError('INVALID_RPC_URL', {
      params: { url: rpcUrl },
      details: 'only http and https',
    })
  }
  const id = nextId++
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
  })
  if (!response.ok) {
    throw new AppKitError('HTTP_STATUS_CODE', { params: { status: response.status } })
  }
  const reply = (await response.json()) as {
    result?: unknown
    error?: { code?: unknown; message?: unknown; data?: unknown }
  } | null
  if (reply?.error) {
    const code = typeof reply.error.code === 'number' ? reply.error.code : -32603
    const message = typeof reply.error.message === 'string' ? reply.error.message : undefined
    throw new RpcError(code, { message, data: reply.error.data })
  }
  if (!reply || !('result' in reply)) {
    throw new AppKitError('INVALID_JSON_RPC_RESPONSE', { details: method })
  }
  return reply.result
}
