import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import type { AccountStatus } from './types.ts'

export type SetAccountStatusParameters = { namespace: ChainNamespace; status: AccountStatus }

/** Sets the wallet status of `namespace`; unknown namespaces are ignored. */
export function setAccountStatus(
  core: AppKitCore,
  { namespace, status }: SetAccountStatusParameters,
): void {
  const chain = core.state.chains.chains[namespace]
  if (chain) chain.accountState.status = status
}
