import type { TokenBalance } from '../../api/schemas/token-balance.ts'

/** Send state of docs/project/behaviour.md §3. */
export type SendState = {
  token: TokenBalance | undefined
  sendTokenAmount: number | undefined
  receiverAddress: string | undefined
  receiverProfileImageUrl: string | undefined
  receiverProfileName: string | undefined
  networkBalanceInUSD: string | undefined
  loading: boolean
  tokenBalances: TokenBalance[]
  /**
   * When the last balance fetch failed (ms); blocks retries for 30 s (docs/project/behaviour.md
   * §4).
   */
  lastRetry: number | undefined
}
