import { z } from 'zod'
import { DevnetError } from '../errors.ts'

/** JSON-RPC 2.0 error codes, plus the Solana-specific ones our methods answer with. */
export const JsonRpcErrorCode = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  transactionSimulationFailed: -32002,
  transactionSignatureVerificationFailure: -32003,
  transactionHistoryNotAvailable: -32011,
  unsupportedTransactionVersion: -32015,
} as const

/** The message JSON-RPC 2.0 gives each standard code. */
export const JsonRpcErrorMessage = {
  parseError: 'Parse error',
  invalidRequest: 'Invalid request',
  methodNotFound: 'Method not found',
  invalidParams: 'Invalid params',
  internalError: 'Internal error',
} as const

/** A JSON-RPC error answer, thrown by method handlers and turned into the `error` member. */
export class JsonRpcError extends DevnetError {
  override name = 'JsonRpcError'
  readonly rpcCode: number
  readonly data: unknown

  constructor(rpcCode: number, message: string, data?: unknown) {
    super(message)
    this.rpcCode = rpcCode
    this.data = data
  }
}

/** Shorthand for the -32602 answer. */
export function invalidParams(detail: string): JsonRpcError {
  return new JsonRpcError(
    JsonRpcErrorCode.invalidParams,
    `${JsonRpcErrorMessage.invalidParams}: ${detail}`,
  )
}

export type JsonRpcId = string | number | null

/** A request envelope that passed validation (`id` absent means a notification). */
export const jsonRpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string().min(1),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
})
export type JsonRpcRequest = z.infer<typeof jsonRpcRequestSchema>

export type JsonRpcErrorObject = { code: number; message: string; data?: unknown }
export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: JsonRpcErrorObject }

/** Builds an error response. */
export function errorResponse(id: JsonRpcId, error: JsonRpcErrorObject): JsonRpcResponse {
  return { jsonrpc: '2.0', id, error }
}

/** Turns anything a handler threw into a JSON-RPC error object; unknown failures become -32603. */
export function toErrorObject(error: unknown): JsonRpcErrorObject {
  if (error instanceof JsonRpcError) {
    return error.data === undefined
      ? { code: error.rpcCode, message: error.message }
      : { code: error.rpcCode, message: error.message, data: error.data }
  }
  return {
    code: JsonRpcErrorCode.internalError,
    message: `${JsonRpcErrorMessage.internalError}: ${error instanceof Error ? error.message : String(error)}`,
  }
}

/** The id to echo for a payload that failed validation: its own when it has a usable one. */
export function salvageId(payload: unknown): JsonRpcId {
  if (typeof payload !== 'object' || payload === null || !('id' in payload)) return null
  const { id } = payload
  return typeof id === 'string' || typeof id === 'number' ? id : null
}

/**
 * JSON with u64 support: bigints are written as bare integers, as Solana's RPC does, so clients
 * that parse big integers (@solana/kit) get exact values.
 */
export function stringifyJson(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  switch (typeof value) {
    case 'bigint':
      return value.toString()
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null'
    case 'boolean':
      return value ? 'true' : 'false'
    case 'string':
      return JSON.stringify(value)
    case 'object': {
      if (Array.isArray(value)) return `[${value.map(stringifyJson).join(',')}]`
      const members = Object.entries(value)
        .filter(([, member]) => member !== undefined)
        .map(([key, member]) => `${JSON.stringify(key)}:${stringifyJson(member)}`)
      return `{${members.join(',')}}`
    }
    default:
      return 'null'
  }
}
