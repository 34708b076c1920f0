import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import type { AccountStatus } from './types.ts'

export type GetWalletStatusParameters = { namespace?: ChainNamespace | undefined }

/** Wallet status of `namespace` (the active one by default); disconnected when unknown. */
export function getWalletStatus(
  core: AppKitCore,
  parameters: GetWalletStatusParameters = {},
): AccountStatus {
  const namespace = parameters.namespace ?? core.state.chains.activeChain
  const chain = namespace ? core.state.chains.chains[namespace] : undefined
  return chain?.accountState.status ?? 'disconnected'
}
