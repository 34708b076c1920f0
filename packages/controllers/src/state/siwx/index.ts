export { getSiwxConfig } from './get-siwx-config.ts'
export { setSiwxConfig } from './set-siwx-config.ts'
export { setSiwxStatus } from './set-siwx-status.ts'
export type {
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXSession,
  SiwxState,
  SiwxStatus,
} from './types.ts'
