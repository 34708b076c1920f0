export { setSiwxStatus } from './set-siwx-status.ts'
export type { SiwxState } from './types.ts'
