import { AppKitError } from '@openappkit/common/errors'
import type { AdapterConnectReturnType } from '../../adapter/types.ts'
import type { AppKitCore } from '../../core/types.ts'
import { getAuthConnector } from '../../state/connector/get-auth-connector.ts'
import { resetEmbeddedWalletState } from '../../state/embedded-wallet/embedded-wallet-actions.ts'
import { resetRouter } from '../../state/router/reset-router.ts'
import { hideToast } from '../../state/toast/hide-toast.ts'
import { showErrorToast, showLoadingToast } from '../../state/toast/show-toast.ts'
import { connect } from '../connect/connect.ts'
import { disconnect } from '../connect/disconnect.ts'
import { closeModal } from '../modal/close-modal.ts'

/**
 * The embedded wallet authenticated the visitor: connect its AUTH connector with the
 * `Authenticating...` loading toast. On success the login steps clear and the modal closes
 * (unless sign-in now asks for a signature). On failure, `A problem occurred while trying
 * initialize authentication` is shown, the wallet disconnects and the modal resets to Connect
 * (docs/project/behaviour.md §8); the error is rethrown.
 */
export async function completeEmbeddedWalletLogin(
  core: AppKitCore,
): Promise<AdapterConnectReturnType> {
  const connector = getAuthConnector(core)
  if (!connector) throw new AppKitError('NO_AUTH_CONNECTOR_FOUND')
  showLoadingToast(core, 'AUTHENTICATING')
  try {
    const result = await connect(core, { connectorId: connector.id, namespace: connector.chain })
    hideToast(core)
    resetEmbeddedWalletState(core)
    if (core.state.router.view !== 'SIWXSignMessage') closeModal(core)
    return result
  } catch (error) {
    core.services.logger.warn('embedded wallet connection failed', error)
    showErrorToast(core, 'AUTHENTICATION_INIT_FAILED')
    await disconnect(core, { namespace: connector.chain }).catch((failure: unknown) => {
      core.services.logger.warn('disconnect after failed authentication failed', failure)
    })
    resetEmbeddedWalletState(core)
    resetRouter(core, { view: 'Connect' })
    throw error
  }
}
