import {
  isAppKitError,
  isKnownRpcErrorCode,
  isUserRejection,
  mapNodeError,
  RpcError,
  RpcErrorCode,
  UnknownNodeError,
} from '@openappkit/common'

/**
 * The message to show for a failed wallet request: a refusal is "User rejected the request."
 * (code 4001), a node error its SPEC §8 wording, a known provider code its standard message,
 * our own errors their message; anything else the unknown node error message.
 */
export function walletErrorMessage(error: unknown): string {
  if (isUserRejection(error)) return new RpcError(RpcErrorCode.UserRejectedRequest).shortMessage
  const nodeError = mapNodeError(error)
  if (!(nodeError instanceof UnknownNodeError)) return nodeError.shortMessage
  const rpcError = RpcError.fromUnknown(error)
  if (isKnownRpcErrorCode(rpcError.code)) return rpcError.shortMessage
  if (isAppKitError(error) && !(error instanceof RpcError)) return error.shortMessage
  return nodeError.shortMessage
}
