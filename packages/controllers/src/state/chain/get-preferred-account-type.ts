import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import type { PreferredAccountType } from './types.ts'

export type GetPreferredAccountTypeParameters = { namespace?: ChainNamespace | undefined }

/**
 * The preferred account type of `namespace` (active by default): the visitor's choice, else the
 * options' default (docs/project/behaviour.md §4: eip155 smartAccount, solana and polkadot eoa,
 * bip122 payment).
 */
export function getPreferredAccountType(
  core: AppKitCore,
  parameters: GetPreferredAccountTypeParameters = {},
): PreferredAccountType | undefined {
  const namespace = parameters.namespace ?? core.state.chains.activeChain
  if (!namespace) return undefined
  const chosen = core.state.chains.chains[namespace]?.accountState.preferredAccountType
  return chosen ?? core.state.options.defaultAccountTypes[namespace]
}
