export {
  AppKitError,
  type AppKitErrorOptions,
  type AppKitErrorParameters,
  errorDocsPath,
  isAppKitError,
} from './app-kit-error.ts'
export { BaseError, type BaseErrorParameters } from './base-error.ts'
export {
  type ErrorCode,
  type ErrorDescriptor,
  englishMessages,
  errorCatalogue,
  fillTemplate,
  formatEnglishMessage,
  type HasNoParams,
  isErrorCode,
  isMessageCode,
  type MessageCatalogue,
  type MessageCode,
  type MessageDescriptor,
  type MessageParams,
  type NoticeCode,
  noticeCatalogue,
  type PlaceholdersOf,
  placeholdersOf,
} from './catalogue/index.ts'
export { decodeRevertReason } from './decode-revert-reason.ts'
export { findInErrorChain } from './find-in-error-chain.ts'
export { mapNodeError } from './map-node-error.ts'
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
  getRpcCatalogueCode,
  getRpcErrorMessage,
  getRpcErrorName,
  isKnownRpcErrorCode,
  type KnownRpcErrorCode,
  RPC_ERRORS,
  type RpcCatalogueCode,
  RpcErrorCode,
  type RpcErrorName,
  UNKNOWN_RPC_ERROR,
} from './rpc-codes.ts'
export {
  isRpcErrorShape,
  isUserRejection,
  messageOf,
  ProviderRpcError,
  RpcError,
  type RpcErrorParameters,
  type RpcErrorShape,
  UNKNOWN_RPC_ERROR_CODE,
} from './rpc-error.ts'
export {
  getHttpStatus,
  type ToAppKitErrorOptions,
  toAppKitError,
} from './to-app-kit-error.ts'
