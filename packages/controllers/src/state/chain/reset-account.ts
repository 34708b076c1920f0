import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import { createAccountState } from './chain-state.ts'

export type ResetAccountParameters = { namespace: ChainNamespace }

/**
 * Clears the account of `namespace`: status becomes disconnected (docs/project/behaviour.md §4).
 * The preferred account type is a visitor preference, so it survives.
 */
export function resetAccount(core: AppKitCore, { namespace }: ResetAccountParameters): void {
  core.runtime.walletProviders.delete(namespace)
  const chains = core.state.chains
  const chain = chains.chains[namespace]
  if (!chain) return
  chain.accountState = createAccountState(chain.accountState.preferredAccountType)
  if (chains.activeChain === namespace) chains.activeCaipAddress = undefined
}
