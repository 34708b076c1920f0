import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import type { AccountState } from './types.ts'

export type GetAccountStateParameters = { namespace?: ChainNamespace | undefined }

/** Account state of `namespace` (the active one by default); `undefined` for unknown namespaces. */
export function getAccountState(
  core: AppKitCore,
  parameters: GetAccountStateParameters = {},
): AccountState | undefined {
  const namespace = parameters.namespace ?? core.state.chains.activeChain
  return namespace ? core.state.chains.chains[namespace]?.accountState : undefined
}
