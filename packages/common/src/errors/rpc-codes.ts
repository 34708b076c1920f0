import { errorCatalogue } from './catalogue/index.ts'
import type { ErrorCode } from './catalogue/types.ts'

/**
 * JSON-RPC (EIP-1474), provider (EIP-1193, EIP-3326) and wallet-call (EIP-5792) error codes of
 * docs/project/behaviour.md §8, with their standard names and the catalogue entry each maps to.
 */
export const RPC_ERRORS = {
  [-32700]: { name: 'ParseError', code: 'PARSE_ERROR' },
  [-32600]: { name: 'InvalidRequest', code: 'INVALID_REQUEST' },
  [-32601]: { name: 'MethodNotFound', code: 'METHOD_NOT_FOUND' },
  [-32602]: { name: 'InvalidParams', code: 'INVALID_PARAMS' },
  [-32603]: { name: 'InternalError', code: 'INTERNAL_ERROR' },
  [-32000]: { name: 'InvalidInput', code: 'INVALID_INPUT' },
  [-32001]: { name: 'ResourceNotFound', code: 'RESOURCE_NOT_FOUND' },
  [-32002]: { name: 'ResourceUnavailable', code: 'RESOURCE_UNAVAILABLE' },
  [-32003]: { name: 'TransactionRejected', code: 'TRANSACTION_REJECTED' },
  [-32004]: { name: 'MethodNotSupported', code: 'METHOD_NOT_SUPPORTED' },
  [-32005]: { name: 'LimitExceeded', code: 'LIMIT_EXCEEDED' },
  [-32006]: { name: 'JsonRpcVersionNotSupported', code: 'JSON_RPC_VERSION_NOT_SUPPORTED' },
  4001: { name: 'UserRejectedRequest', code: 'USER_REJECTED_REQUEST' },
  4100: { name: 'Unauthorized', code: 'UNAUTHORIZED' },
  4200: { name: 'UnsupportedMethod', code: 'UNSUPPORTED_METHOD' },
  4900: { name: 'Disconnected', code: 'DISCONNECTED' },
  4901: { name: 'ChainDisconnected', code: 'CHAIN_DISCONNECTED' },
  4902: { name: 'UnrecognizedChain', code: 'UNRECOGNIZED_CHAIN' },
  5700: { name: 'UnsupportedNonOptionalCapability', code: 'UNSUPPORTED_NON_OPTIONAL_CAPABILITY' },
  5710: { name: 'UnsupportedChainId', code: 'UNSUPPORTED_CHAIN_ID' },
  5720: { name: 'DuplicateId', code: 'DUPLICATE_ID' },
  5730: { name: 'UnknownBundleId', code: 'UNKNOWN_BUNDLE_ID' },
  5740: { name: 'BundleTooLarge', code: 'BUNDLE_TOO_LARGE' },
  5750: { name: 'AtomicReadyWalletRejectedUpgrade', code: 'ATOMIC_READY_WALLET_REJECTED_UPGRADE' },
  5760: { name: 'AtomicityNotSupported', code: 'ATOMICITY_NOT_SUPPORTED' },
} as const satisfies Record<number, { name: string; code: ErrorCode }>

export type KnownRpcErrorCode = keyof typeof RPC_ERRORS
export type RpcErrorName = (typeof RPC_ERRORS)[KnownRpcErrorCode]['name']
/** The catalogue entries RPC errors map to. */
export type RpcCatalogueCode = (typeof RPC_ERRORS)[KnownRpcErrorCode]['code'] | 'UNKNOWN_RPC_ERROR'

/** Codes by name, for readable comparisons (`error.code === RpcErrorCode.UserRejectedRequest`). */
export const RpcErrorCode = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  InvalidInput: -32000,
  ResourceNotFound: -32001,
  ResourceUnavailable: -32002,
  TransactionRejected: -32003,
  MethodNotSupported: -32004,
  LimitExceeded: -32005,
  JsonRpcVersionNotSupported: -32006,
  UserRejectedRequest: 4001,
  Unauthorized: 4100,
  UnsupportedMethod: 4200,
  Disconnected: 4900,
  ChainDisconnected: 4901,
  UnrecognizedChain: 4902,
  /**
   * Same code as `UnrecognizedChain`: docs/project/behaviour.md §8 calls 4902 the switch-chain
   * error.
   */
  SwitchChainError: 4902,
  UnsupportedNonOptionalCapability: 5700,
  UnsupportedChainId: 5710,
  DuplicateId: 5720,
  UnknownBundleId: 5730,
  BundleTooLarge: 5740,
  AtomicReadyWalletRejectedUpgrade: 5750,
  AtomicityNotSupported: 5760,
} as const satisfies Record<string, KnownRpcErrorCode>

/** Name and catalogue entry for a code outside {@link RPC_ERRORS} (and errors without a code). */
export const UNKNOWN_RPC_ERROR = { name: 'UnknownRpcError', code: 'UNKNOWN_RPC_ERROR' } as const

/** Whether `code` is one of the codes of {@link RPC_ERRORS}. */
export function isKnownRpcErrorCode(code: unknown): code is KnownRpcErrorCode {
  return typeof code === 'number' && Object.hasOwn(RPC_ERRORS, code)
}

/** Standard name of an RPC error code ('UserRejectedRequest'), or 'UnknownRpcError'. */
export function getRpcErrorName(code: number): RpcErrorName | typeof UNKNOWN_RPC_ERROR.name {
  return isKnownRpcErrorCode(code) ? RPC_ERRORS[code].name : UNKNOWN_RPC_ERROR.name
}

/** The catalogue entry of an RPC error code ('USER_REJECTED_REQUEST'), or 'UNKNOWN_RPC_ERROR'. */
export function getRpcCatalogueCode(code: number): RpcCatalogueCode {
  return isKnownRpcErrorCode(code) ? RPC_ERRORS[code].code : UNKNOWN_RPC_ERROR.code
}

/** Standard message of an RPC error code, or 'An unknown RPC error occurred.'. */
export function getRpcErrorMessage(code: number): string {
  return errorCatalogue[getRpcCatalogueCode(code)]
}
