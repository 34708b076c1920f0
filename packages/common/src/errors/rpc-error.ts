import { AppKitError } from './app-kit-error.ts'
import { findInErrorChain } from './find-in-error-chain.ts'
import {
  getRpcErrorMessage,
  getRpcErrorName,
  RpcErrorCode,
  type RpcErrorName,
  type UNKNOWN_RPC_ERROR,
} from './rpc-codes.ts'

/** Code given to an {@link RpcError} built from an error that carries no numeric code. */
export const UNKNOWN_RPC_ERROR_CODE = -1

export type RpcErrorParameters = {
  /** The provider's own message; kept in `details` when it differs from the standard one. */
  message?: string | undefined
  /** The provider's `data` (revert data, original error...). */
  data?: unknown
  cause?: unknown
}

/** An EIP-1193 `{ code, message, data }` error as providers and nodes return it. */
export type ProviderRpcError = { code: number; message?: string | undefined; data?: unknown }

/** Whether `value` has the EIP-1193 provider error shape (an integer `code`). */
export function isProviderRpcError(value: unknown): value is ProviderRpcError {
  if (typeof value !== 'object' || value === null) return false
  const { code, message } = value as Partial<Record<'code' | 'message', unknown>>
  return Number.isInteger(code) && (message === undefined || typeof message === 'string')
}

/**
 * A JSON-RPC / provider error. `shortMessage` is the standard message of its code (SPEC §8),
 * the provider's wording goes to `details`, `rpcErrorName` is the standard name.
 */
export class RpcError extends AppKitError {
  override name = 'RpcError'
  declare readonly code: number
  readonly rpcErrorName: RpcErrorName | typeof UNKNOWN_RPC_ERROR.name
  readonly data: unknown

  constructor(code: number, parameters: RpcErrorParameters = {}) {
    const { message, data, cause } = parameters
    const standardMessage = getRpcErrorMessage(code)
    super(standardMessage, {
      code,
      cause,
      details: message && message !== standardMessage ? message : undefined,
    })
    this.rpcErrorName = getRpcErrorName(code)
    this.data = data
  }

  /**
   * Reads `{ code, message, data }` from a provider error, also when wrapped (`cause`, `error`,
   * `data.originalError`, ethers `info.error`); the outermost numeric code wins. Errors without
   * one become code {@link UNKNOWN_RPC_ERROR_CODE}. The original error is kept as `cause`.
   */
  static fromUnknown(error: unknown): RpcError {
    if (error instanceof RpcError) return error
    const providerError = findInErrorChain(error, (value) =>
      isProviderRpcError(value) ? value : undefined,
    )
    if (providerError) {
      return new RpcError(providerError.code, {
        message: providerError.message,
        data: providerError.data,
        cause: error,
      })
    }
    return new RpcError(UNKNOWN_RPC_ERROR_CODE, { message: messageOf(error), cause: error })
  }
}

function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null) {
    const { message } = error as { message?: unknown }
    if (typeof message === 'string') return message
  }
  return undefined
}

/** Whether the user rejected the request: code 4001 on the error or anywhere nested in it. */
export function isUserRejection(error: unknown): boolean {
  return (
    findInErrorChain(error, (value) =>
      (value as { code?: unknown }).code === RpcErrorCode.UserRejectedRequest ? true : undefined,
    ) === true
  )
}
