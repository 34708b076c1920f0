import type { ChainAdapter } from '@openappkit/controllers'
import { createLazyUniversalAdapter } from './lazy-universal-adapter.ts'
import { resolveWalletConnectRelay } from './resolve-walletconnect-relay.ts'
import type { CreateAppKitOptions } from './types.ts'

/**
 * The adapters of the instance: the integrator's, given the site's networks (for those created
 * without them, as `new EthersAdapter()`), plus a universal (WalletConnect-only) adapter for
 * every namespace of `networks` without one whenever WalletConnect is on (a `projectId` or a
 * `relayUrl`) — a Solana or Polkadot network then connects through a phone wallet with no chain
 * library on the page.
 */
export function prepareAdapters(
  options: CreateAppKitOptions,
  adapters: readonly ChainAdapter[],
): ChainAdapter[] {
  const { networks, customRpcUrls } = options
  const namespaces = new Set(networks.map((network) => network.chainNamespace))
  for (const adapter of adapters) {
    namespaces.delete(adapter.namespace)
    adapter.setNetworks?.(
      networks.filter((network) => network.chainNamespace === adapter.namespace),
    )
  }
  if (!resolveWalletConnectRelay(options)) return [...adapters]
  return [
    ...adapters,
    ...[...namespaces].map((namespace) =>
      createLazyUniversalAdapter({ namespace, networks, customRpcUrls }),
    ),
  ]
}
