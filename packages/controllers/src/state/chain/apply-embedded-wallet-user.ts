import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import type { EmbeddedWalletUser } from '../embedded-wallet/types.ts'

export type ApplyEmbeddedWalletUserParameters = {
  namespace: ChainNamespace
  user: EmbeddedWalletUser
  /**
   * Chain ids with a smart account, when the wallet said (docs/project/behaviour.md §7 smart
   * account networks).
   */
  smartAccountEnabledNetworks?: number[] | undefined
}

/**
 * What the embedded wallet reports onto the account of `namespace` (docs/project/behaviour.md §3):
 * the user (email, accounts of both types), the active account type and the smart account's
 * deployment. The active type is the wallet's, not a new visitor choice, so nothing is stored.
 */
export function applyEmbeddedWalletUser(
  core: AppKitCore,
  { namespace, user, smartAccountEnabledNetworks }: ApplyEmbeddedWalletUserParameters,
): void {
  const chain = core.state.chains.chains[namespace]
  if (!chain) return
  const account = chain.accountState
  account.user = { ...account.user, email: user.email, accounts: user.accounts }
  // Smart accounts exist on EVM chains only; elsewhere the namespace keeps its own type.
  if (namespace !== 'eip155') return
  if (user.preferredAccountType) account.preferredAccountType = user.preferredAccountType
  if (user.smartAccountDeployed !== undefined) {
    account.smartAccountDeployed = user.smartAccountDeployed
  }
  if (smartAccountEnabledNetworks) {
    chain.networkState.smartAccountEnabledNetworks = smartAccountEnabledNetworks
  }
}
