import { assertTransactionRequest } from './assert-transaction-request.ts'
import { CallParametersConflictError } from './errors.ts'
import type { CallRequest } from './types.ts'

export type AssertCallRequestParameters = Pick<
  CallRequest,
  'code' | 'factory' | 'factoryData' | 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas'
>

/**
 * docs/project/behaviour.md §5 call checks: `code` excludes `factory`/`factoryData` ({@link
 * CallParametersConflictError}), then the fee checks of {@link assertTransactionRequest}.
 */
export function assertCallRequest(request: AssertCallRequestParameters): void {
  const { code, factory, factoryData } = request
  if (code !== undefined && (factory !== undefined || factoryData !== undefined)) {
    throw new CallParametersConflictError()
  }
  assertTransactionRequest(request)
}
