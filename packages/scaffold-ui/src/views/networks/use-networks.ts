import type { ChainNamespace } from '@openappkit/common/caip'
import type { CaipNetwork } from '@openappkit/common/networks'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'

/** Whether the connected wallet of `namespace` said it cannot use `network`. */
export function isUnsupportedByWallet(
  chain:
    | {
        accountState: { caipAddress: unknown }
        networkState: { supportsAllNetworks: boolean; approvedCaipNetworkIds: readonly string[] }
      }
    | undefined,
  network: CaipNetwork,
): boolean {
  if (!chain || chain.accountState.caipAddress === undefined) return false
  const { supportsAllNetworks, approvedCaipNetworkIds } = chain.networkState
  // An empty list means the wallet did not say: assume it can.
  if (supportsAllNetworks || approvedCaipNetworkIds.length === 0) return false
  return !approvedCaipNetworkIds.includes(network.caipNetworkId)
}

/** The live network object for a (snapshot) network, to hand to the controllers. */
export function useLiveNetwork() {
  const { core } = useModalContext()
  return (network: CaipNetwork | undefined) =>
    network
      ? (core.state.options.networks.find((item) => item.caipNetworkId === network.caipNetworkId) ??
        network)
      : undefined
}

/** The configured networks (of one namespace when given) with what the rows show. */
export function useNetworkRows(namespace?: ChainNamespace | undefined) {
  const { options } = useModalContext()
  const { networks } = useAppState('options')
  const chains = useAppState('chains')
  return (networks as readonly CaipNetwork[])
    .filter((network) => namespace === undefined || network.chainNamespace === namespace)
    .map((network) => ({
      network,
      imageUrl: options.networkImages?.[network.caipNetworkId],
      selected: chains.activeCaipNetwork?.caipNetworkId === network.caipNetworkId,
      unsupported: isUnsupportedByWallet(chains.chains[network.chainNamespace], network),
    }))
}
