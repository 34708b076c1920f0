import { JsonRpcError } from '../json-rpc/json-rpc.ts'

/** ERC-4337 / ERC-7769 JSON-RPC error codes the bundler answers with. */
export const BundlerErrorCode = {
  invalidFields: -32602,
  /** Refused by EntryPoint's simulateValidation or the account's validateUserOp. */
  simulateValidation: -32500,
  /** Refused by the paymaster's validatePaymasterUserOp. */
  simulatePaymasterValidation: -32501,
  /** Valid only outside its validAfter/validUntil window (or expiring within 30 s). */
  expiresShortly: -32503,
  /** An aggregator the bundler does not support. */
  unsupportedAggregator: -32506,
  /** The account's signature check failed. */
  invalidSignature: -32507,
  /** The calls revert (eth_estimateUserOperationGas). */
  executionReverted: -32521,
} as const

/** A -32602 answer naming the bad field. */
export function invalidFields(detail: string): JsonRpcError {
  return new JsonRpcError(BundlerErrorCode.invalidFields, `Invalid UserOperation: ${detail}`)
}

const entryPointCodes: readonly [prefix: string, code: number][] = [
  ['AA22', BundlerErrorCode.expiresShortly],
  ['AA24', BundlerErrorCode.invalidSignature],
  ['AA32', BundlerErrorCode.expiresShortly],
  ['AA34', BundlerErrorCode.invalidSignature],
  ['AA3', BundlerErrorCode.simulatePaymasterValidation],
]

/** Maps an EntryPoint FailedOp reason ("AA21 didn't pay prefund", …) to its ERC-7769 code. */
export function entryPointRefusal(reason: string, data?: unknown): JsonRpcError {
  const code =
    entryPointCodes.find(([prefix]) => reason.startsWith(prefix))?.[1] ??
    BundlerErrorCode.simulateValidation
  return new JsonRpcError(code, `UserOperation refused by the EntryPoint: ${reason}`, data)
}
