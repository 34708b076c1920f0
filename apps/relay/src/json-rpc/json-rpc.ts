/** A JSON-RPC id as the client sent it (bigint when beyond 2^53). */
export type JsonRpcId = number | bigint | string

export type JsonRpcRequest = {
  id: JsonRpcId
  jsonrpc: '2.0'
  method: string
  params?: unknown
}

export type JsonRpcResponse =
  | { id: JsonRpcId; jsonrpc: '2.0'; result: unknown }
  | { id: JsonRpcId | null; jsonrpc: '2.0'; error: { code: number; message: string } }

/** JSON-RPC 2.0 error codes the relay answers with. */
export const RELAY_ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** A message bigger than the relay's limit. */
  payloadTooLarge: -32010,
  /** More subscriptions on one socket than the relay allows. */
  tooManySubscriptions: -32011,
  /** A mailbox or rate limit of the relay is full. */
  tooManyRequests: -32012,
} as const

/** A successful reply to `id`. */
export function jsonRpcResult(id: JsonRpcId, result: unknown): JsonRpcResponse {
  return { id, jsonrpc: '2.0', result }
}

/** An error reply to `id` (null when the request could not be read). */
export function jsonRpcError(id: JsonRpcId | null, code: number, message: string): JsonRpcResponse {
  return { id, jsonrpc: '2.0', error: { code, message } }
}
