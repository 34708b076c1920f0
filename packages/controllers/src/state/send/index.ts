export {
  assertSendReady,
  findSendFieldProblems,
  type ReadySend,
  type SendFieldProblems,
} from './assert-send-ready.ts'
export { pickDefaultSendToken, rememberSentToken, sendTokenKey } from './default-send-token.ts'
export { resetSend } from './reset-send.ts'
export {
  SEND_NAMESPACES,
  type SendTransferParameters,
  type SendTransferReturnType,
  sendTransfer,
} from './send-transfer.ts'
export type { SendState } from './types.ts'
export {
  setSendLoading,
  type UpdateSendStateParameters,
  updateSendState,
} from './update-send-state.ts'
