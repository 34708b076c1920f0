import { AppKitError } from '@openappkit/common/errors'

/**
 * Calls the embedded wallet answers without asking the visitor (docs/project/behaviour.md §6):
 * reads, gas estimates, raw-transaction broadcast, capability and asset queries, read-only user
 * operations.
 */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_syncing',
  'eth_uninstallFilter',
  'eth_sendRawTransaction',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_estimateUserOperationGas',
  'eth_supportedEntryPoints',
] as const

/**
 * Calls that need the visitor's explicit approval in the embedded wallet (docs/project/behaviour.md
 * §6).
 */
export const APPROVAL_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
export type ApprovalRpcMethod = (typeof APPROVAL_RPC_METHODS)[number]

/** Whether the embedded wallet may answer `method` without asking. */
export function isSafeRpcMethod(method: string): method is SafeRpcMethod {
  return (SAFE_RPC_METHODS as readonly string[]).includes(method)
}

/** Whether `method` needs the visitor's approval. */
export function requiresApproval(method: string): method is ApprovalRpcMethod {
  return (APPROVAL_RPC_METHODS as readonly string[]).includes(method)
}

/** Throws `Requested RPC call is not allowed` for any method on neither list. */
export function assertRpcMethodAllowed(method: string): void {
  if (isSafeRpcMethod(method) || requiresApproval(method)) return
  throw new AppKitError('RPC_CALL_NOT_ALLOWED', { details: method })
}
