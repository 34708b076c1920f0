import { isProviderRpcError, RpcError } from '@openappkit/common'

function hasProviderCode(error: unknown, depth = 0): boolean {
  if (depth > 8 || typeof error !== 'object' || error === null) return false
  if (isProviderRpcError(error) && error.code > 0) return true
  return hasProviderCode((error as { cause?: unknown }).cause, depth + 1)
}

/**
 * Errors from the wallet become `RpcError` (code 4001 for a refusal, 4902 for an unknown chain...)
 * with wagmi's error kept as `cause`; anything else is passed on unchanged.
 */
export function toWalletError(error: unknown): unknown {
  return hasProviderCode(error) ? RpcError.fromUnknown(error) : error
}
