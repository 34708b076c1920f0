import { AppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { AppKitCore } from '../../core/types.ts'

/** The active network and account sign-in is about. */
export type SiwxContext = { caipNetwork: CaipNetwork; address: string }

/** The active network and address; throws `No ActiveCaipAddress found` without an account. */
export function getSiwxContext(core: AppKitCore): SiwxContext {
  const { chains } = core.state
  const caipNetwork = chains.activeCaipNetwork
  const address = chains.activeChain
    ? chains.chains[chains.activeChain]?.accountState.address
    : undefined
  if (!caipNetwork || !address) throw new AppKitError('NO_ACTIVE_CAIP_ADDRESS')
  return { caipNetwork, address }
}
