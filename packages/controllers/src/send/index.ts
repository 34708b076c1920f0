export { resetSend } from './reset-send.ts'
export type { SendState } from './types.ts'
