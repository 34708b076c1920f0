import { AppKitError, isAppKitError } from './app-kit-error.ts'
import { findInErrorChain } from './find-in-error-chain.ts'
import { mapNodeError } from './map-node-error.ts'
import { isKnownRpcErrorCode, RpcErrorCode } from './rpc-codes.ts'
import { isRpcErrorShape, isUserRejection, messageOf, RpcError } from './rpc-error.ts'

export type ToAppKitErrorOptions = {
  /** The code of an error nothing recognises (default `UNKNOWN_ERROR`). */
  unknown?: 'UNKNOWN_ERROR' | 'UNKNOWN_NODE_ERROR' | undefined
}

/**
 * Maps anything a wallet, provider, node or library throws onto the error catalogue, so every
 * adapter reports the same translated errors: our own errors stay as they are; a rejection
 * becomes USER_REJECTED_REQUEST; node wording (insufficient funds, reverts, nonces...) its
 * node-error kind; a known EIP-1193/1474/5792 code its RPC entry; anything else `unknown`.
 */
export function toAppKitError(error: unknown, options: ToAppKitErrorOptions = {}): AppKitError {
  if (isAppKitError(error) && !(error instanceof RpcError)) return error
  if (isUserRejection(error))
    return new RpcError(RpcErrorCode.UserRejectedRequest, {
      message: messageOf(error),
      cause: error,
    })
  const nodeError = mapNodeError(error)
  if (nodeError.code !== 'UNKNOWN_NODE_ERROR') return nodeError
  const rpcShape = findInErrorChain(error, (value) => (isRpcErrorShape(value) ? value : undefined))
  if (rpcShape && isKnownRpcErrorCode(rpcShape.code)) return RpcError.fromUnknown(error)
  if (options.unknown === 'UNKNOWN_NODE_ERROR') return nodeError
  return new AppKitError('UNKNOWN_ERROR', { cause: error, details: messageOf(error) })
}

/** The HTTP status an error carries (an `HTTP_STATUS_CODE` error's `status`), if any. */
export function getHttpStatus(error: unknown): number | undefined {
  if (!isAppKitError(error) || error.code !== 'HTTP_STATUS_CODE') return undefined
  const status = Number((error.params as { status?: unknown } | undefined)?.status)
  return Number.isInteger(status) ? status : undefined
}
