import type { CaipNetwork } from '@openappkit/common/networks'
import type { AppKitCore } from '../../core/types.ts'
import { isConnected } from '../../state/chain/is-connected.ts'
import { setActiveCaipNetwork } from '../../state/chain/set-active-caip-network.ts'
import { sendEvent } from '../../state/events/send-event.ts'
import { resetSend } from '../../state/send/reset-send.ts'

export type SwitchNetworkParameters = { caipNetwork: CaipNetwork }

/**
 * Switches to `caipNetwork` now: the wallet first when its namespace is connected (its refusal is
 * thrown and nothing changes), then the active chain and address; send data is reset and
 * SWITCH_NETWORK is tracked (docs/project/behaviour.md §4, §7).
 */
export async function switchNetwork(
  core: AppKitCore,
  { caipNetwork }: SwitchNetworkParameters,
): Promise<void> {
  const namespace = caipNetwork.chainNamespace
  const adapter = core.adapters.get(namespace)
  if (adapter && isConnected(core, { namespace })) await adapter.switchNetwork({ caipNetwork })
  await setActiveCaipNetwork(core, { caipNetwork })
  resetSend(core)
  void sendEvent(core, {
    type: 'track',
    event: 'SWITCH_NETWORK',
    properties: { network: caipNetwork.caipNetworkId },
  })
}
