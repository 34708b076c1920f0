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
 * What is missing from a send, each with its docs/project/behaviour.md §5 error; empty when it is
 * complete.
 */
export type SendFieldProblems = {
  amountAndReceiver?: AppKitError<'SEND_AMOUNT_AND_RECEIVER_REQUIRED'> | undefined
  token?: AppKitError<'SEND_TOKEN_REQUIRED'> | undefined
}

/**
 * Every missing send field at once, so a form can mark them all on the first try: no positive
 * amount or no receiver (`An amount and receiver address are required`), no token (`A token is
 * required`).
 */
export function findSendFieldProblems(
  state: Pick<SendState, 'sendTokenAmount' | 'receiverAddress' | 'token'>,
): SendFieldProblems {
  const { sendTokenAmount, receiverAddress, token } = state
  const problems: SendFieldProblems = {}
  if (
    sendTokenAmount === undefined ||
    !(sendTokenAmount > 0) ||
    !receiverAddress ||
    receiverAddress.trim() === ''
  ) {
    problems.amountAndReceiver = new AppKitError('SEND_AMOUNT_AND_RECEIVER_REQUIRED')
  }
  if (!token) problems.token = new AppKitError('SEND_TOKEN_REQUIRED')
  return problems
}

/**
 * Checks the send fields (docs/project/behaviour.md §5): `An amount and receiver address are
 * required` without a positive amount or a receiver, `A token is required` without a token.
 */
export function assertSendReady(state: SendState): asserts state is ReadySend {
  const problems = findSendFieldProblems(state)
  const first = problems.amountAndReceiver ?? problems.token
  if (first) throw first
}
