import { AppKitError, toAppKitError } from '@openappkit/common/errors'
import { truncateAddress } from '@openappkit/common/format'
import { transactionExplorerUrl } from '@openappkit/common/networks'
import type { AppKitCore } from '../../core/types.ts'
import { sendEvent } from '../../state/events/send-event.ts'
import { returnToView } from '../../state/router/return-to-view.ts'
import { assertSendReady } from '../../state/send/assert-send-ready.ts'
import { rememberSentToken } from '../../state/send/default-send-token.ts'
import { resetSend } from '../../state/send/reset-send.ts'
import { SEND_NAMESPACES, sendTransfer } from '../../state/send/send-transfer.ts'
import { setSendLoading } from '../../state/send/update-send-state.ts'
import { showErrorToast, showSuccessToast } from '../../state/toast/show-toast.ts'
import {
  addSentTransaction,
  setSentTransactionStatus,
} from '../../state/transactions/sent-transactions.ts'
import { watchTransaction } from '../account/watch-transaction.ts'

/** The views of the send flow, out of history once it is done. */
const SEND_FLOW_VIEWS = ['WalletSend', 'WalletSendSelectToken', 'WalletSendPreview'] as const

/** How the send ended: the transaction hash, or the message shown in the error toast. */
export type SendTokenReturnType =
  | { status: 'sent'; hash: string }
  | { status: 'failed'; error: AppKitError }

/**
 * Sends the token of the send state (docs/project/behaviour.md §4): checks the fields (thrown: `An
 * amount and receiver address are required`, `A token is required`, `Unsupported chain`), tracks
 * SEND_INITIATED, sends through the adapter with loading on, then on success tracks
 * SEND_SUCCESS, resets every send field, lists the transaction in Activity at once (pending),
 * says so in a success toast with its hash (and its explorer page when the network has one),
 * returns to Account with the send flow out of history (no Back into an empty form) and follows
 * the transaction ({@link watchTransaction}: balances read again once mined, a revert shown, the
 * Activity entry marked). A wallet error is mapped (4001 → rejected, node errors, provider
 * codes) into an error toast.
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
    rememberSentToken(core, token)
    addSentTransaction(core, {
      id: hash,
      metadata: {
        operationType: 'send',
        hash,
        minedAt: new Date(core.services.clock.now()).toISOString(),
        sentFrom: from,
        sentTo: receiverAddress,
        status: 'pending',
        chain: caipNetwork.caipNetworkId,
      },
      transfers: [
        {
          fungible_info: { name: token.name, symbol: token.symbol, icon: { url: token.iconUrl } },
          direction: 'out',
          quantity: { numeric: String(amount) },
        },
      ],
    })
    showSuccessToast(
      core,
      { code: 'TRANSACTION_SENT', params: { hash: truncateAddress(hash) } },
      { link: transactionExplorerUrl(caipNetwork, hash) },
    )
    // What the account holds changes once it is mined: the Account view reads it anew then.
    void watchTransaction(core, { hash, namespace, caipNetwork }).then((outcome) => {
      if (outcome === 'unknown') return
      setSentTransactionStatus(core, {
        id: hash,
        status: outcome === 'success' ? 'confirmed' : 'failed',
      })
    })
    returnToView(core, { view: 'Account', flow: SEND_FLOW_VIEWS })
    return { status: 'sent', hash }
  } catch (error) {
    setSendLoading(core, false)
    const failure = toAppKitError(error, { unknown: 'UNKNOWN_NODE_ERROR' })
    core.services.logger.warn('send failed', error)
    showErrorToast(core, failure)
    return { status: 'failed', error: failure }
  }
}
