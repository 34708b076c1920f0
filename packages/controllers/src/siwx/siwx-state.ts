import type { SiwxState } from './types.ts'

/** Sign-in not required, no session. */
export function createSiwxState(): SiwxState {
  return { required: false, hasSession: false }
}
