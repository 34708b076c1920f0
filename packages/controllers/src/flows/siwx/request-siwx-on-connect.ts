import type { AppKitCore } from '../../core/types.ts'
import { setSiwxStatus } from '../../state/siwx/set-siwx-status.ts'
import { openModalView } from '../modal/open-modal-view.ts'

/** What happened: sign-in off or no account, a session already there, or the sign view opened. */
export type RequestSiwxOnConnectReturnType = 'skipped' | 'signed-in' | 'sign-in-requested'

/**
 * After a connection (docs/project/behaviour.md §4): when sessions exist for the account on the
 * active network nothing happens; otherwise the modal opens on SIWXSignMessage. Without sign-in
 * configured, nothing happens.
 */
export async function requestSiwxOnConnect(
  core: AppKitCore,
): Promise<RequestSiwxOnConnectReturnType> {
  const siwx = core.runtime.siwx
  const { chains } = core.state
  const caipNetwork = chains.activeCaipNetwork
  const address = chains.activeChain
    ? chains.chains[chains.activeChain]?.accountState.address
    : undefined
  // A sign-in under way is not interrupted by the account events it causes.
  if (!siwx || !caipNetwork || !address || core.state.siwx.status === 'signing') return 'skipped'
  setSiwxStatus(core, { required: siwx.getRequired?.() ?? false })
  const sessions = await siwx.getSessions(caipNetwork.caipNetworkId, address).catch((error) => {
    core.services.logger.warn('could not read sign-in sessions', error)
    return []
  })
  if (sessions.length > 0) {
    setSiwxStatus(core, {
      hasSession: true,
      lastSignedInCaipNetworkId: caipNetwork.caipNetworkId,
    })
    return 'signed-in'
  }
  setSiwxStatus(core, { hasSession: false, status: 'idle' })
  openModalView(core, { view: 'SIWXSignMessage' })
  return 'sign-in-requested'
}
