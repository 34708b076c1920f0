import { type CaipAddress, type ChainNamespace, parseCaipAddress } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'

export type SetCaipAddressParameters = {
  namespace: ChainNamespace
  caipAddress: CaipAddress | undefined
}

/**
 * Sets the account of `namespace` (address and explorer link follow); mirrors it into the
 * active address when the namespace is active. Throws on a malformed CAIP-10 id.
 */
export function setCaipAddress(
  core: AppKitCore,
  { namespace, caipAddress }: SetCaipAddressParameters,
): void {
  const chains = core.state.chains
  const chain = chains.chains[namespace]
  if (!chain) return
  const address = caipAddress ? parseCaipAddress(caipAddress).address : undefined
  const explorer = chain.networkState.caipNetwork?.blockExplorers?.default.url
  chain.accountState.caipAddress = caipAddress
  chain.accountState.address = address
  chain.accountState.addressExplorerUrl =
    address && explorer ? `${explorer.replace(/\/+$/, '')}/address/${address}` : undefined
  if (chains.activeChain === namespace) chains.activeCaipAddress = caipAddress
}
