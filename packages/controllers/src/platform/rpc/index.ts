export {
  APPROVAL_RPC_METHODS,
  type ApprovalRpcMethod,
  assertRpcMethodAllowed,
  isSafeRpcMethod,
  requiresApproval,
  SAFE_RPC_METHODS,
  type SafeRpcMethod,
} from './safe-rpc-methods.ts'
