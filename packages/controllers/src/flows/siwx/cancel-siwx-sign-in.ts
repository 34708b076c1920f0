import type { AppKitCore } from '../../core/types.ts'
import { sendEvent } from '../../state/events/send-event.ts'
import { hideModal } from '../../state/modal/hide-modal.ts'
import { getSiwxConfig } from '../../state/siwx/get-siwx-config.ts'
import { setSiwxStatus } from '../../state/siwx/set-siwx-status.ts'
import { disconnect } from '../connect/disconnect.ts'
import { switchNetwork } from '../network/switch-network.ts'

/** What cancelling did. */
export type CancelSiwxSignInReturnType = 'closed' | 'switched-back' | 'disconnected'

/**
 * The visitor declined to sign in (docs/project/behaviour.md §4). Not required: the modal closes.
 * Required: back to the network of the last sign-in when the account still has sessions there,
 * otherwise the wallet disconnects. Tracks CLICK_CANCEL_SIWX.
 */
export async function cancelSiwxSignIn(core: AppKitCore): Promise<CancelSiwxSignInReturnType> {
  const siwx = getSiwxConfig(core)
  let outcome: CancelSiwxSignInReturnType = 'closed'
  if (siwx.getRequired?.() ?? false) {
    const { chains, options } = core.state
    const lastId = core.state.siwx.lastSignedInCaipNetworkId
    const last = options.networks.find((network) => network.caipNetworkId === lastId)
    const address = chains.activeChain
      ? chains.chains[chains.activeChain]?.accountState.address
      : undefined
    const sessions =
      last && address ? await siwx.getSessions(last.caipNetworkId, address).catch(() => []) : []
    if (last && sessions.length > 0) {
      await switchNetwork(core, { caipNetwork: last })
      setSiwxStatus(core, { hasSession: true, status: 'idle' })
      outcome = 'switched-back'
    } else {
      await disconnect(core)
      outcome = 'disconnected'
    }
  }
  // Close even where the guarded view disables it: the visitor's choice has been applied.
  hideModal(core)
  void sendEvent(core, { type: 'track', event: 'CLICK_CANCEL_SIWX', properties: { outcome } })
  return outcome
}
