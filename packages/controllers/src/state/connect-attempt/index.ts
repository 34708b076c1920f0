export {
  type BeginConnectAttemptParameters,
  type BeginConnectAttemptReturnType,
  beginConnectAttempt,
} from './begin-connect-attempt.ts'
export { clearConnectAttempt } from './clear-connect-attempt.ts'
export {
  type FinishConnectAttemptParameters,
  type FinishConnectAttemptReturnType,
  finishConnectAttempt,
} from './finish-connect-attempt.ts'
export { isConnectAttemptFor } from './is-connect-attempt-for.ts'
export type {
  ConnectAttemptRun,
  ConnectAttemptState,
  ConnectAttemptStatus,
} from './types.ts'
