import { getIdentity } from '../../api/actions/get-identity.ts'
import type { AppKitCore } from '../../core/types.ts'
import { getConnectedAccount } from '../../state/chain/get-connected-account.ts'
import { updateAccountState } from '../../state/chain/update-account-state.ts'

/** The name and avatar now in the account state, or `undefined` when nothing was read. */
export type SyncIdentityReturnType = { name: string | null; avatar: string | null } | undefined

/**
 * Reads the connected EVM account's identity (name and avatar, GET /v1/identity, cached 5 min)
 * into the account state (`profileName`, `profileImage`), so the Account view shows the name the
 * account holds. Without an API, or when the read fails, the state stays as it was.
 */
export async function syncIdentity(core: AppKitCore): Promise<SyncIdentityReturnType> {
  const connected = getConnectedAccount(core, { namespace: 'eip155' })
  if (!core.api.enabled || !connected) return undefined
  const { chain, address, caipNetwork } = connected
  let identity: { name: string | null; avatar: string | null }
  try {
    identity = await getIdentity(core.api, {
      address,
      caipNetworkId: caipNetwork.caipNetworkId,
      sender: address,
    })
  } catch (error) {
    core.services.logger.warn('identity unavailable', error)
    return undefined
  }
  // Another account may have connected while the identity was read.
  if (chain.accountState.address !== address) return undefined
  updateAccountState(core, {
    namespace: 'eip155',
    patch: { profileName: identity.name, profileImage: identity.avatar },
  })
  return identity
}
