import { assertTransactionRequest } from './assert-transaction-request.ts'

export type TransactionFees = {
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/**
 * The fee fields to hand to a wallet library (wagmi, ethers): legacy `gasPrice` or the EIP-1559 pair, never both, after the
 * docs/project/behaviour.md §5 checks (conflicting fees, fee cap above 2^256-1, tip above fee cap).
 * Absent fields are left out so the wallet fills them.
 */
export function toTransactionFees(
  fees: TransactionFees,
): { gasPrice: bigint } | { maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint } {
  assertTransactionRequest(fees)
  if (fees.gasPrice !== undefined) return { gasPrice: fees.gasPrice }
  return {
    ...(fees.maxFeePerGas !== undefined ? { maxFeePerGas: fees.maxFeePerGas } : {}),
    ...(fees.maxPriorityFeePerGas !== undefined
      ? { maxPriorityFeePerGas: fees.maxPriorityFeePerGas }
      : {}),
  }
}
