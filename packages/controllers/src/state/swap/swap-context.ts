import { AppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { AppKitCore } from '../../core/types.ts'

/** The EVM network and account swaps run for. */
export type SwapContext = { caipNetwork: CaipNetwork; address: string }

/** The active EVM network and its account; throws when either is missing. */
export function getSwapContext(core: AppKitCore): SwapContext {
  const { chains } = core.state
  const caipNetwork = chains.activeCaipNetwork
  if (caipNetwork?.chainNamespace !== 'eip155') {
    throw new AppKitError('NETWORK_NOT_SUPPORTED_FOR_SWAPS')
  }
  const address = chains.chains.eip155?.accountState.address
  if (!address) throw new AppKitError('NO_ACTIVE_CAIP_ADDRESS')
  return { caipNetwork, address }
}
