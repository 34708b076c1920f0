import type { CaipNetwork } from '@openappkit/common/networks'
import { isConnected } from '../chain/is-connected.ts'
import { setActiveCaipNetwork } from '../chain/set-active-caip-network.ts'
import type { AppKitCore } from '../core/types.ts'
import { sendEvent } from '../events/send-event.ts'
import { resetSend } from '../send/reset-send.ts'

export type SwitchNetworkParameters = { caipNetwork: CaipNetwork }

/**
 * Switches to `caipNetwork` now: the wallet first when its namespace is connected (its refusal is
 * thrown and nothing changes), then the active chain and address; send data is reset and
 * SWITCH_NETWORK is tracked (SPEC §4, §7).
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
