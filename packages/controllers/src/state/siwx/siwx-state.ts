import type { SiwxState } from './types.ts'

/** Sign-in not required, no session, nothing in progress. */
export function createSiwxState(): SiwxState {
  return {
    required: false,
    hasSession: false,
    status: 'idle',
    lastSignedInCaipNetworkId: undefined,
  }
}
