import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'

export type RemoveChainParameters = { namespace: ChainNamespace }

/** Drops `namespace`; when it was active, nothing is active until another network is chosen. */
export function removeChain(core: AppKitCore, { namespace }: RemoveChainParameters): void {
  const chains = core.state.chains
  delete chains.chains[namespace]
  if (chains.activeChain !== namespace) return
  chains.activeChain = undefined
  chains.activeCaipNetwork = undefined
  chains.activeCaipAddress = undefined
}
