import { AppKitError } from './app-kit-error.ts'
import { BaseError } from './base-error.ts'
import { findInErrorChain } from './find-in-error-chain.ts'
import {
  getRpcCatalogueCode,
  getRpcErrorMessage,
  getRpcErrorName,
  type RpcCatalogueCode,
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
export type RpcErrorShape = { code: number; message?: string | undefined; data?: unknown }

/** Whether `value` has the EIP-1193 provider error shape (an integer `code`). */
export function isRpcErrorShape(value: unknown): value is RpcErrorShape {
  if (typeof value !== 'object' || value === null) return false
  const { code, message } = value as Partial<Record<'code' | 'message', unknown>>
  return Number.isInteger(code) && (message === undefined || typeof message === 'string')
}

/**
 * An EIP-1193 error as a provider throws it (numeric `code`, `message`, `data`): what wallets
 * built on our kit (test wallets, the embedded wallet's provider) throw to their dapp.
 */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, parameters: RpcErrorParameters = {}) {
    super(parameters.message ?? getRpcErrorMessage(code), { cause: parameters.cause })
    this.code = code
    this.data = parameters.data
  }
}

/**
 * A JSON-RPC / provider error mapped onto the catalogue: `code` is its entry
 * (`'USER_REJECTED_REQUEST'`), `rpcCode` the wire number (4001), the provider's wording goes
 * to `details`.
 */
export class RpcError extends AppKitError<RpcCatalogueCode> {
  override name = 'RpcError'
  readonly rpcCode: number
  readonly rpcErrorName: RpcErrorName | typeof UNKNOWN_RPC_ERROR.name
  readonly data: unknown

  constructor(rpcCode: number, parameters: RpcErrorParameters = {}) {
    const { message, data, cause } = parameters
    super(getRpcCatalogueCode(rpcCode), {
      cause,
      details: message && message !== getRpcErrorMessage(rpcCode) ? message : undefined,
    })
    this.rpcCode = rpcCode
    this.rpcErrorName = getRpcErrorName(rpcCode)
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
      isRpcErrorShape(value) ? value : undefined,
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

/** The `message` of an error-like value (or the value itself when it is a string). */
export function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null) {
    const { message } = error as { message?: unknown }
    if (typeof message === 'string') return message
  }
  return undefined
}

const REJECTION_CODES: ReadonlySet<unknown> = new Set([
  RpcErrorCode.UserRejectedRequest,
  'USER_REJECTED_REQUEST',
  'CONNECTION_REJECTED',
])

/** Whether the user rejected the request: 4001 (or its catalogue code) anywhere in the error. */
export function isUserRejection(error: unknown): boolean {
  return (
    findInErrorChain(error, (value) => {
      const { code, rpcCode } = value as { code?: unknown; rpcCode?: unknown }
      return REJECTION_CODES.has(code) || rpcCode === RpcErrorCode.UserRejectedRequest
        ? true
        : undefined
    }) === true
  )
}
