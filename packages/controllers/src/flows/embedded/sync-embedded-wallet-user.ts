import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import { updateAccountState } from '../../state/chain/update-account-state.ts'

export type SyncEmbeddedWalletUserParameters = { namespace: ChainNamespace }

/**
 * The embedded wallet's user (email, accounts) onto the account of `namespace`, after its AUTH
 * connector connected or reconnected; a wallet that cannot say leaves the account as it is.
 */
export async function syncEmbeddedWalletUser(
  core: AppKitCore,
  { namespace }: SyncEmbeddedWalletUserParameters,
): Promise<void> {
  const client = core.runtime.embeddedWallet
  if (!client?.getUser) return
  try {
    const { email, accounts } = await client.getUser()
    updateAccountState(core, { namespace, patch: { user: { email, accounts } } })
  } catch (error) {
    core.services.logger.warn('embedded wallet user unavailable', error)
  }
}
