/**
 * Wallet and node errors of docs/project/behaviour.md §8: the standard messages of the JSON-RPC
 * (EIP-1474), provider (EIP-1193, EIP-3326) and wallet-call (EIP-5792) codes, and the node-error
 * kinds. Adapters map what wallets and nodes throw onto these codes (`toAppKitError`).
 */
export const walletErrors = {
  PARSE_ERROR: 'Invalid JSON was received by the server.',
  INVALID_REQUEST: 'JSON is not a valid request object.',
  METHOD_NOT_FOUND: 'The method does not exist / is not available.',
  INVALID_PARAMS: 'Invalid parameters were provided to the RPC method.',
  INTERNAL_ERROR: 'An internal error was received.',
  INVALID_INPUT: 'Missing or invalid parameters.',
  RESOURCE_NOT_FOUND: 'Requested resource not found.',
  RESOURCE_UNAVAILABLE: 'Requested resource not available.',
  TRANSACTION_REJECTED: 'Transaction creation failed.',
  METHOD_NOT_SUPPORTED: 'Method is not supported.',
  LIMIT_EXCEEDED: 'Request exceeds defined limit.',
  JSON_RPC_VERSION_NOT_SUPPORTED: 'Version of JSON-RPC protocol is not supported.',
  USER_REJECTED_REQUEST: 'User rejected the request.',
  UNAUTHORIZED: 'The requested method and/or account has not been authorized by the user.',
  UNSUPPORTED_METHOD: 'The Provider does not support the requested method.',
  DISCONNECTED: 'The Provider is disconnected from all chains.',
  CHAIN_DISCONNECTED: 'The Provider is not connected to the requested chain.',
  UNRECOGNIZED_CHAIN:
    'Unrecognized chain ID. Try adding the chain using wallet_addEthereumChain first.',
  UNSUPPORTED_NON_OPTIONAL_CAPABILITY:
    'This Wallet does not support a capability that was not marked as optional.',
  UNSUPPORTED_CHAIN_ID: 'This Wallet does not support the requested chain ID.',
  DUPLICATE_ID: 'There is already a bundle submitted with this ID.',
  UNKNOWN_BUNDLE_ID: 'This bundle id is unknown / has not been submitted.',
  BUNDLE_TOO_LARGE: 'The call bundle is too large for the Wallet to process.',
  ATOMIC_READY_WALLET_REJECTED_UPGRADE:
    'The Wallet can support atomicity after an upgrade, but the user rejected the upgrade.',
  ATOMICITY_NOT_SUPPORTED:
    'The wallet does not support atomic execution but the request requires it.',
  UNKNOWN_RPC_ERROR: 'An unknown RPC error occurred.',

  // Node errors (geth, anvil, Nethermind, Besu wording mapped by mapNodeError)
  EXECUTION_REVERTED: 'Execution reverted.',
  EXECUTION_REVERTED_WITH_REASON: 'Execution reverted with reason: {reason}',
  FEE_CAP_TOO_HIGH:
    'The fee cap (maxFeePerGas) cannot be higher than the maximum allowed value (2^256-1).',
  FEE_CAP_TOO_LOW: 'The fee cap (maxFeePerGas) cannot be lower than the block base fee.',
  NONCE_TOO_HIGH: 'Nonce provided for the transaction is higher than the next one expected.',
  NONCE_TOO_LOW:
    'Nonce provided for the transaction is lower than the current nonce of the account.',
  NONCE_MAX_VALUE: 'Nonce provided for the transaction exceeds the maximum allowed nonce.',
  INSUFFICIENT_FUNDS:
    'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
  INTRINSIC_GAS_TOO_HIGH:
    'The amount of gas provided for the transaction exceeds the limit allowed for the block.',
  INTRINSIC_GAS_TOO_LOW: 'The amount of gas provided for the transaction is too low.',
  TRANSACTION_TYPE_NOT_SUPPORTED: 'The transaction type is not supported for this chain.',
  TIP_ABOVE_FEE_CAP:
    'The tip (maxPriorityFeePerGas) cannot be higher than the fee cap (maxFeePerGas).',
  UNKNOWN_NODE_ERROR: 'An unknown error occurred while executing the request.',
} as const
