import { AppKitError } from '@openappkit/common/errors'
import type { TokenBalance } from '../../api/schemas/token-balance.ts'
import type { SendState } from './types.ts'

/** A send state with everything a transfer needs. */
export type ReadySend = SendState & {
  token: TokenBalance
  sendTokenAmount: number
  receiverAddress: string
}

/**
 * Checks the send fields (SPEC §5): `An amount and receiver address are required` without a
 * positive amount or a receiver, `A token is required` without a token.
 */
export function assertSendReady(state: SendState): asserts state is ReadySend {
  const { sendTokenAmount, receiverAddress, token } = state
  if (
    sendTokenAmount === undefined ||
    !(sendTokenAmount > 0) ||
    !receiverAddress ||
    receiverAddress.trim() === ''
  ) {
    throw new AppKitError('SEND_AMOUNT_AND_RECEIVER_REQUIRED')
  }
  if (!token) throw new AppKitError('SEND_TOKEN_REQUIRED')
}
