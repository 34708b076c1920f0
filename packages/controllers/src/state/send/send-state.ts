import type { SendState } from './types.ts'

/** Send fields all empty. */
export function createSendState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileImageUrl: undefined,
    receiverProfileName: undefined,
    networkBalanceInUSD: undefined,
    loading: false,
    tokenBalances: [],
    lastRetry: undefined,
  }
}
