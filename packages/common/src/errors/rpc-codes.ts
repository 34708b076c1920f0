/**
 * JSON-RPC (EIP-1474), provider (EIP-1193, EIP-3326) and wallet-call (EIP-5792) error codes of
 * SPEC §8, with their standard names and default messages.
 */
export const RPC_ERRORS = {
  [-32700]: { name: 'ParseError', message: 'Invalid JSON was received by the server.' },
  [-32600]: { name: 'InvalidRequest', message: 'JSON is not a valid request object.' },
  [-32601]: { name: 'MethodNotFound', message: 'The method does not exist / is not available.' },
  [-32602]: {
    name: 'InvalidParams',
    message: 'Invalid parameters were provided to the RPC method.',
  },
  [-32603]: { name: 'InternalError', message: 'An internal error was received.' },
  [-32000]: { name: 'InvalidInput', message: 'Missing or invalid parameters.' },
  [-32001]: { name: 'ResourceNotFound', message: 'Requested resource not found.' },
  [-32002]: { name: 'ResourceUnavailable', message: 'Requested resource not available.' },
  [-32003]: { name: 'TransactionRejected', message: 'Transaction creation failed.' },
  [-32004]: { name: 'MethodNotSupported', message: 'Method is not supported.' },
  [-32005]: { name: 'LimitExceeded', message: 'Request exceeds defined limit.' },
  [-32006]: {
    name: 'JsonRpcVersionNotSupported',
    message: 'Version of JSON-RPC protocol is not supported.',
  },
  4001: { name: 'UserRejectedRequest', message: 'User rejected the request.' },
  4100: {
    name: 'Unauthorized',
    message: 'The requested method and/or account has not been authorized by the user.',
  },
  4200: {
    name: 'UnsupportedMethod',
    message: 'The Provider does not support the requested method.',
  },
  4900: { name: 'Disconnected', message: 'The Provider is disconnected from all chains.' },
  4901: {
    name: 'ChainDisconnected',
    message: 'The Provider is not connected to the requested chain.',
  },
  // EIP-3326 (wallet_switchEthereumChain): the wallet does not know the chain; add it first.
  4902: {
    name: 'UnrecognizedChain',
    message: 'Unrecognized chain ID. Try adding the chain using wallet_addEthereumChain first.',
  },
  5700: {
    name: 'UnsupportedNonOptionalCapability',
    message: 'This Wallet does not support a capability that was not marked as optional.',
  },
  5710: {
    name: 'UnsupportedChainId',
    message: 'This Wallet does not support the requested chain ID.',
  },
  5720: { name: 'DuplicateId', message: 'There is already a bundle submitted with this ID.' },
  5730: { name: 'UnknownBundleId', message: 'This bundle id is unknown / has not been submitted.' },
  5740: {
    name: 'BundleTooLarge',
    message: 'The call bundle is too large for the Wallet to process.',
  },
  5750: {
    name: 'AtomicReadyWalletRejectedUpgrade',
    message:
      'The Wallet can support atomicity after an upgrade, but the user rejected the upgrade.',
  },
  5760: {
    name: 'AtomicityNotSupported',
    message: 'The wallet does not support atomic execution but the request requires it.',
  },
} as const satisfies Record<number, { name: string; message: string }>

export type KnownRpcErrorCode = keyof typeof RPC_ERRORS
export type RpcErrorName = (typeof RPC_ERRORS)[KnownRpcErrorCode]['name']

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
  /** Same code as `UnrecognizedChain`: SPEC §8 calls 4902 the switch-chain error. */
  SwitchChainError: 4902,
  UnsupportedNonOptionalCapability: 5700,
  UnsupportedChainId: 5710,
  DuplicateId: 5720,
  UnknownBundleId: 5730,
  BundleTooLarge: 5740,
  AtomicReadyWalletRejectedUpgrade: 5750,
  AtomicityNotSupported: 5760,
} as const satisfies Record<string, KnownRpcErrorCode>

/** Name and message for a code outside {@link RPC_ERRORS} (and for errors without a code). */
export const UNKNOWN_RPC_ERROR = {
  name: 'UnknownRpcError',
  message: 'An unknown RPC error occurred.',
} as const

/** Whether `code` is one of the codes of {@link RPC_ERRORS}. */
export function isKnownRpcErrorCode(code: unknown): code is KnownRpcErrorCode {
  return typeof code === 'number' && Object.hasOwn(RPC_ERRORS, code)
}

/** Standard name of an RPC error code ('UserRejectedRequest'), or 'UnknownRpcError'. */
export function getRpcErrorName(code: number): RpcErrorName | typeof UNKNOWN_RPC_ERROR.name {
  return isKnownRpcErrorCode(code) ? RPC_ERRORS[code].name : UNKNOWN_RPC_ERROR.name
}

/** Default message of an RPC error code, or 'An unknown RPC error occurred.'. */
export function getRpcErrorMessage(code: number): string {
  return isKnownRpcErrorCode(code) ? RPC_ERRORS[code].message : UNKNOWN_RPC_ERROR.message
}
