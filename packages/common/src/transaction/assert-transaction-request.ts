import { MAX_UINT256 } from '../constants/index.ts'
import { FeeCapTooHighError, TipAboveFeeCapError } from '../errors/node-errors.ts'
import { FeeConflictError } from './errors.ts'
import type { TransactionRequest } from './types.ts'

export type AssertTransactionRequestParameters = Pick<
  TransactionRequest,
  'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas'
>

/**
 * docs/project/behaviour.md §5 transaction checks, before anything reaches a wallet or node: throws
 * {@link FeeConflictError} when gasPrice comes with EIP-1559 fees, {@link FeeCapTooHighError}
 * when maxFeePerGas exceeds 2^256-1 and {@link TipAboveFeeCapError} when maxPriorityFeePerGas
 * exceeds maxFeePerGas (equal is fine).
 */
export function assertTransactionRequest(request: AssertTransactionRequestParameters): void {
  const { gasPrice, maxFeePerGas, maxPriorityFeePerGas } = request
  if (
    gasPrice !== undefined &&
    (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined)
  ) {
    throw new FeeConflictError()
  }
  if (maxFeePerGas !== undefined && maxFeePerGas > MAX_UINT256) {
    throw new FeeCapTooHighError({ maxFeePerGas })
  }
  if (
    maxFeePerGas !== undefined &&
    maxPriorityFeePerGas !== undefined &&
    maxPriorityFeePerGas > maxFeePerGas
  ) {
    throw new TipAboveFeeCapError({ maxFeePerGas, maxPriorityFeePerGas })
  }
}
