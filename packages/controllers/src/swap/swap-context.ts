import { AppKitError, type CaipNetwork, ErrorMessages } from '@openappkit/common'
import type { AppKitCore } from '../core/types.ts'

/** The EVM network and account swaps run for. */
export type SwapContext = { caipNetwork: CaipNetwork; address: string }

/** The active EVM network and its account; throws when either is missing. */
export function getSwapContext(core: AppKitCore): SwapContext {
  const { chains } = core.state
  const caipNetwork = chains.activeCaipNetwork
  if (caipNetwork?.chainNamespace !== 'eip155') {
    throw new AppKitError(ErrorMessages.networkNotSupportedForSwaps)
  }
  const address = chains.chains.eip155?.accountState.address
  if (!address) throw new AppKitError(ErrorMessages.noActiveCaipAddress)
  return { caipNetwork, address }
}
