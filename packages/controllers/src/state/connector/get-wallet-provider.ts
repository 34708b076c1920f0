import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import { getConnectorById } from './get-connector-by-id.ts'

export type GetWalletProviderParameters = {
  /** The active namespace by default. */
  namespace?: ChainNamespace | undefined
}

/**
 * The provider of the wallet connected in `namespace` (what the adapter's connect returned, else
 * the active connector's), or `undefined` while nothing is connected there.
 */
export function getWalletProvider(
  core: AppKitCore,
  { namespace }: GetWalletProviderParameters = {},
): unknown {
  const target = namespace ?? core.state.chains.activeChain
  if (!target || core.state.chains.chains[target]?.accountState.caipAddress === undefined) {
    return undefined
  }
  const connected = core.runtime.walletProviders.get(target)
  if (connected !== undefined) return connected
  const id = core.state.connectors.activeConnectorIds[target]
  return id ? getConnectorById(core, { id, namespace: target })?.provider : undefined
}
