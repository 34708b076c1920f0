import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'

export type IsConnectedParameters = { namespace?: ChainNamespace | undefined }

/** Whether `namespace` (the active one by default) has a connected address. */
export function isConnected(core: AppKitCore, parameters: IsConnectedParameters = {}): boolean {
  const namespace = parameters.namespace ?? core.state.chains.activeChain
  const account = namespace ? core.state.chains.chains[namespace]?.accountState : undefined
  return account?.caipAddress !== undefined
}
