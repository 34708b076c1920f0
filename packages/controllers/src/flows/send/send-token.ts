import { AppKitError, toAppKitError } from '@openappkit/common/errors'
import type { AppKitCore } from '../../core/types.ts'
import { sendEvent } from '../../state/events/send-event.ts'
import { replaceView } from '../../state/router/replace-view.ts'
import { assertSendReady } from '../../state/send/assert-send-ready.ts'
import { resetSend } from '../../state/send/reset-send.ts'
import { SEND_NAMESPACES, sendTransfer } from '../../state/send/send-transfer.ts'
import { setSendLoading } from '../../state/send/update-send-state.ts'
import { showErrorToast } from '../../state/toast/show-toast.ts'
import { watchTransaction } from '../account/watch-transaction.ts'

/** How the send ended: the transaction hash, or the message shown in the error toast. */
export type SendTokenReturnType =
  | { status: 'sent'; hash: string }
  | { status: 'failed'; error: AppKitError }

/**
 * Sends the token of the send state (SPEC §4): checks the fields (thrown: `An amount and
 * receiver address are required`, `A token is required`, `Unsupported chain`), tracks
 * SEND_INITIATED, sends through the adapter with loading on, then on success tracks
 * SEND_SUCCESS, resets every send field, replaces the view with Account and follows the
 * transaction ({@link watchTransaction}: balances read again once mined, a revert shown). A wallet error is
 * mapped (4001 → rejected, node errors, provider codes) into an error toast.
 */
export async function sendToken(core: AppKitCore): Promise<SendTokenReturnType> {
  const send = core.state.send
  assertSendReady(send)
  const { chains } = core.state
  const caipNetwork = chains.activeCaipNetwork
  const namespace = caipNetwork?.chainNamespace
  if (!caipNetwork || !namespace || !SEND_NAMESPACES.includes(namespace)) {
    throw new AppKitError('UNSUPPORTED_CHAIN')
  }
  const from = chains.chains[namespace]?.accountState.address
  if (!from) throw new AppKitError('NO_ACTIVE_CAIP_ADDRESS')
  const { token, sendTokenAmount: amount, receiverAddress } = send
  const properties = {
    network: caipNetwork.caipNetworkId,
    token: token.symbol,
    amount,
    isSmartAccount: chains.chains[namespace]?.accountState.preferredAccountType === 'smartAccount',
  }
  setSendLoading(core, true)
  void sendEvent(core, { type: 'track', event: 'SEND_INITIATED', properties })
  try {
    const { hash } = await sendTransfer(core, {
      token,
      amount,
      receiverAddress,
      from,
      caipNetwork,
    })
    void sendEvent(core, {
      type: 'track',
      event: 'SEND_SUCCESS',
      properties: { ...properties, hash },
    })
    resetSend(core)
    // What the account holds changes once it is mined: the Account view reads it anew then.
    void watchTransaction(core, { hash, namespace, caipNetwork })
    replaceView(core, { view: 'Account' })
    return { status: 'sent', hash }
  } catch (error) {
    setSendLoading(core, false)
    const failure = toAppKitError(error, { unknown: 'UNKNOWN_NODE_ERROR' })
    core.services.logger.warn('send failed', error)
    showErrorToast(core, failure)
    return { status: 'failed', error: failure }
  }
}
