export { AppKitError, type AppKitErrorParameters, isAppKitError } from './app-kit-error.ts'
export { decodeRevertReason } from './decode-revert-reason.ts'
export { mapNodeError } from './map-node-error.ts'
export { type ErrorMessageKey, ErrorMessages } from './messages.ts'
export {
  ExecutionRevertedError,
  type ExecutionRevertedErrorParameters,
  FeeCapTooHighError,
  type FeeCapTooHighErrorParameters,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NodeError,
  NodeErrorCode,
  type NodeErrorMapping,
  type NodeErrorParameters,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  type TipAboveFeeCapErrorParameters,
  TransactionTypeNotSupportedError,
  UnknownNodeError,
} from './node-errors.ts'
export {
  getRpcErrorMessage,
  getRpcErrorName,
  isKnownRpcErrorCode,
  type KnownRpcErrorCode,
  RPC_ERRORS,
  RpcErrorCode,
  type RpcErrorName,
  UNKNOWN_RPC_ERROR,
} from './rpc-codes.ts'
export {
  isProviderRpcError,
  isUserRejection,
  type ProviderRpcError,
  RpcError,
  type RpcErrorParameters,
  UNKNOWN_RPC_ERROR_CODE,
} from './rpc-error.ts'
