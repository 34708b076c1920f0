import { TestKitError } from '../errors/test-kit-error.ts'

/** The sats-connect JSON-RPC error codes the wallet answers with (both faces use them). */
export const BITCOIN_ERROR_CODES = {
  USER_REJECTION: -32000,
  ACCESS_DENIED: -32002,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
} as const

export type BitcoinErrorCode = (typeof BITCOIN_ERROR_CODES)[keyof typeof BITCOIN_ERROR_CODES]

/** A refusal of the Bitcoin test wallet; `code` is what the sats-connect envelope carries. */
export class BitcoinWalletError extends TestKitError {
  override name = 'BitcoinWalletError'
  readonly code: BitcoinErrorCode

  constructor(code: BitcoinErrorCode, message: string, parameters: { cause?: unknown } = {}) {
    super(message, parameters)
    this.code = code
  }
}

/** The person clicked "Reject" (see `rejectNextRequest`). */
export function userRejected(): BitcoinWalletError {
  return new BitcoinWalletError(BITCOIN_ERROR_CODES.USER_REJECTION, 'User rejected the request.')
}

/** The site is not connected, or asks for an address the wallet does not expose to it. */
export function accessDenied(message = 'The site is not connected to the wallet.') {
  return new BitcoinWalletError(BITCOIN_ERROR_CODES.ACCESS_DENIED, message)
}

/** The request's parameters cannot be served. */
export function invalidParams(message: string, cause?: unknown): BitcoinWalletError {
  return new BitcoinWalletError(BITCOIN_ERROR_CODES.INVALID_PARAMS, message, { cause })
}
