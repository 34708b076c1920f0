import type { ChainNamespace } from '@openappkit/common/caip'
import type { ChainId } from '../../adapter/types.ts'
import type { AppKitCore } from '../../core/types.ts'
import { createUnknownCaipNetwork } from '../../state/chain/create-unknown-caip-network.ts'
import { findCaipNetwork } from '../../state/chain/find-caip-network.ts'
import { setActiveCaipNetwork } from '../../state/chain/set-active-caip-network.ts'
import { setChainNetwork } from '../../state/chain/set-chain-network.ts'
import { openModalView } from '../modal/open-modal-view.ts'

export type HandleChainChangedParameters = {
  namespace: ChainNamespace
  chainId: ChainId
  /** Also make `namespace` the active chain (after connecting through it). */
  activate?: boolean | undefined
}

/** `supported` when the dapp configures the network, `unsupported` otherwise. */
export type HandleChainChangedReturnType = 'supported' | 'unsupported'

/**
 * The wallet moved to `chainId`. A configured network becomes the namespace's network; an
 * unknown one is recorded as such and, when switching is enabled and unsupported chains are
 * not allowed, the modal opens on UnsupportedChain (docs/project/behaviour.md §4).
 */
export async function handleChainChanged(
  core: AppKitCore,
  { namespace, chainId, activate }: HandleChainChangedParameters,
): Promise<HandleChainChangedReturnType> {
  const chains = core.state.chains
  const chain = chains.chains[namespace]
  if (!chain) return 'unsupported'
  const known = findCaipNetwork(core, { namespace, chainId })
  const caipNetwork =
    known ??
    createUnknownCaipNetwork({
      namespace,
      chainId,
      nativeCurrency: chain.networkState.caipNetwork?.nativeCurrency,
    })
  if (activate || chains.activeChain === namespace)
    await setActiveCaipNetwork(core, { caipNetwork })
  else setChainNetwork(core, { caipNetwork })
  if (known) return 'supported'
  const { enableNetworkSwitch, allowUnsupportedChain } = core.state.options
  if (enableNetworkSwitch && !allowUnsupportedChain) {
    openModalView(core, { view: 'UnsupportedChain', namespace })
  }
  return 'unsupported'
}
