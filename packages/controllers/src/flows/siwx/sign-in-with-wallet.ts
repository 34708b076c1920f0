import type { AppKitCore } from '../../core/types.ts'
import { sendEvent } from '../../state/events/send-event.ts'
import { getSiwxConfig } from '../../state/siwx/get-siwx-config.ts'
import { setSiwxStatus } from '../../state/siwx/set-siwx-status.ts'
import { showErrorToast } from '../../state/toast/show-toast.ts'
import { requireAdapter } from '../connect/connect.ts'
import { closeModal } from '../modal/close-modal.ts'
import { openModal } from '../modal/open-modal.ts'
import { getSiwxContext } from './siwx-context.ts'

/** `true` when signed in, `false` when it failed (the view is shown again with a toast). */
export type SignInWithWalletReturnType = boolean

/**
 * The SIWXSignMessage view's sign button (docs/project/behaviour.md §4): creates the message, has
 * the wallet sign it and stores the session, then closes the modal and tracks SIWX_AUTH_SUCCESS. A
 * failure reopens the view, shows `Error signing message` and tracks SIWX_AUTH_ERROR. Throws `SIWX
 * is not enabled` without a config and `No ActiveCaipAddress found` without an account.
 */
export async function signInWithWallet(core: AppKitCore): Promise<SignInWithWalletReturnType> {
  const siwx = getSiwxConfig(core)
  const { caipNetwork, address } = getSiwxContext(core)
  const adapter = requireAdapter(core, caipNetwork.chainNamespace)
  const properties = { network: caipNetwork.caipNetworkId }
  setSiwxStatus(core, { status: 'signing' })
  try {
    const { serializedMessage, ...data } = await siwx.createMessage({
      chainId: caipNetwork.caipNetworkId,
      accountAddress: address,
    })
    const { signature } = await adapter.signMessage({ message: serializedMessage, address })
    await siwx.addSession({ data, message: serializedMessage, signature })
    setSiwxStatus(core, {
      status: 'success',
      hasSession: true,
      lastSignedInCaipNetworkId: caipNetwork.caipNetworkId,
    })
    closeModal(core)
    void sendEvent(core, { type: 'track', event: 'SIWX_AUTH_SUCCESS', properties })
    return true
  } catch (error) {
    core.services.logger.warn('sign-in failed', error)
    setSiwxStatus(core, { status: 'error' })
    const { modal, router } = core.state
    if (!modal.open || router.view !== 'SIWXSignMessage') {
      openModal(core, { view: 'SIWXSignMessage' })
    }
    showErrorToast(core, 'ERROR_SIGNING_MESSAGE')
    void sendEvent(core, {
      type: 'track',
      event: 'SIWX_AUTH_ERROR',
      properties: {
        ...properties,
        message: error instanceof Error ? error.message : String(error),
      },
    })
    return false
  }
}
