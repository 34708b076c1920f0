import type { ChainNamespace } from '@openappkit/common/caip'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { AppKitCore } from '../../core/types.ts'
import type { ChainState } from './types.ts'

export type GetConnectedAccountParameters = { namespace?: ChainNamespace | undefined }

/** The connected account of a namespace with the network it is on. */
export type ConnectedAccount = {
  namespace: ChainNamespace
  chain: ChainState
  address: string
  caipNetwork: CaipNetwork
}

/**
 * The account connected in `namespace` (the active one by default) and its network, or
 * `undefined` while that namespace has no address or no network.
 */
export function getConnectedAccount(
  core: AppKitCore,
  parameters: GetConnectedAccountParameters = {},
): ConnectedAccount | undefined {
  const namespace = parameters.namespace ?? core.state.chains.activeChain
  const chain = namespace ? core.state.chains.chains[namespace] : undefined
  const address = chain?.accountState.address
  const caipNetwork = chain?.networkState.caipNetwork
  if (!namespace || !chain || !address || !caipNetwork) return undefined
  return { namespace, chain, address, caipNetwork }
}
