import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import type { AccountState } from './types.ts'

/** Fields set through their own actions, so they stay consistent with the active state. */
type GuardedField = 'caipAddress' | 'address' | 'status' | 'preferredAccountType'

export type UpdateAccountStateParameters = {
  namespace: ChainNamespace
  patch: Partial<Omit<AccountState, GuardedField>>
}

/** Merges `patch` into the account state of `namespace` (balance, profile, user...). */
export function updateAccountState(
  core: AppKitCore,
  { namespace, patch }: UpdateAccountStateParameters,
): void {
  const chain = core.state.chains.chains[namespace]
  if (chain) Object.assign(chain.accountState, patch)
}
