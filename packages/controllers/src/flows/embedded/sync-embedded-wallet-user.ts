import type { CaipAddress, ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import { STORAGE_KEYS } from '../../platform/storage/keys.ts'
import { readStoredJson } from '../../platform/storage/stored-json.ts'
import {
  isAccountTypeOf,
  storedPreferredAccountTypesSchema,
} from '../../state/chain/account-types.ts'
import { applyEmbeddedWalletUser } from '../../state/chain/apply-embedded-wallet-user.ts'
import { setCaipAddress } from '../../state/chain/set-caip-address.ts'
import type { EmbeddedWalletClient } from '../../state/embedded-wallet/types.ts'
import { watchEmbeddedWalletAccount } from './watch-embedded-wallet-account.ts'

export type SyncEmbeddedWalletUserParameters = {
  namespace: ChainNamespace
  /** Re-apply the visitor's stored account type when the wallet's differs (true on connect). */
  restoreAccountType?: boolean | undefined
}

/**
 * The embedded wallet's user onto the account of `namespace`, after its AUTH connector connected
 * or reconnected (docs/project/behaviour.md §3): email, accounts of both types, the active type,
 * the smart account's deployment and the smart-account networks. The visitor's stored type comes
 * back after a reload; a wallet that cannot say leaves the account as it is.
 */
export async function syncEmbeddedWalletUser(
  core: AppKitCore,
  { namespace, restoreAccountType = true }: SyncEmbeddedWalletUserParameters,
): Promise<void> {
  const client = core.runtime.embeddedWallet
  if (!client?.getUser) return
  watchEmbeddedWalletAccount(core, client)
  try {
    const evm = namespace === 'eip155'
    const [user, smartAccountEnabledNetworks] = await Promise.all([
      client.getUser(),
      // A wallet without smart accounts may not know the request: the user still counts.
      evm ? client.getSmartAccountEnabledNetworks?.().catch(() => undefined) : undefined,
    ])
    applyEmbeddedWalletUser(core, { namespace, user, smartAccountEnabledNetworks })
    if (evm && restoreAccountType) await restoreStoredAccountType(core, client)
  } catch (error) {
    core.services.logger.warn('embedded wallet user unavailable', error)
  }
}

/** Switches the wallet to the visitor's stored EVM account type when it offers it. */
async function restoreStoredAccountType(core: AppKitCore, client: EmbeddedWalletClient) {
  const stored = await readStoredJson(
    core.services,
    STORAGE_KEYS.preferredAccountTypes,
    storedPreferredAccountTypesSchema,
  )
  const wanted = stored?.eip155
  const chain = core.state.chains.chains.eip155
  const account = chain?.accountState
  const offered = account?.user?.accounts?.some((known) => known.type === wanted)
  if (
    !isAccountTypeOf('eip155', wanted) ||
    !account ||
    !offered ||
    account.preferredAccountType === wanted
  )
    return
  if (!client.setPreferredAccount || !client.getUser) return
  const active = await client.setPreferredAccount(wanted)
  const network = chain.networkState.caipNetwork
  if (network) {
    setCaipAddress(core, {
      namespace: 'eip155',
      caipAddress: `${network.caipNetworkId}:${active.address}` as CaipAddress,
    })
  }
  applyEmbeddedWalletUser(core, { namespace: 'eip155', user: await client.getUser() })
}
