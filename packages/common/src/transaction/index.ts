export { type AssertCallRequestParameters, assertCallRequest } from './assert-call-request.ts'
export {
  type AssertTransactionRequestParameters,
  assertTransactionRequest,
} from './assert-transaction-request.ts'
export { CallParametersConflictError, FeeConflictError } from './errors.ts'
export { type TransactionFees, toTransactionFees } from './to-transaction-fees.ts'
export type { CallRequest, Hex, TransactionRequest } from './types.ts'
