import { AppKitError, isUserRejection } from '@openappkit/common/errors'
import { chainIdToCoinType, nameSchema } from '@openappkit/common/validation'
import { registerName } from '../../api/actions/register-name.ts'
import { identityCache } from '../../api/caches.ts'
import { storageContextOf } from '../../core/storage-context-of.ts'
import type { AppKitCore } from '../../core/types.ts'
import { removeCacheEntry } from '../../platform/storage/ttl-cache.ts'
import { updateAccountState } from '../../state/chain/update-account-state.ts'
import { getAuthConnector } from '../../state/connector/get-auth-connector.ts'
import { getConnectorById } from '../../state/connector/get-connector-by-id.ts'
import { buildNameRegistrationMessage } from '../../state/names/build-name-registration-message.ts'
import { nameLabel, normalizeName } from '../../state/names/normalize-name.ts'
import { setNamesRegistering } from '../../state/names/set-names-registering.ts'
import { toNameServiceError } from '../../state/names/to-name-service-error.ts'
import { replaceView } from '../../state/router/replace-view.ts'
import { requireAdapter } from '../connect/connect.ts'

export type RegisterAccountNameParameters = {
  /** The name with or without its zone suffix; stored lower-case. */
  name: string
  attributes?: Record<string, string> | undefined
}

/** `cancelled` when the visitor refused to sign. */
export type RegisterAccountNameReturnType = 'registered' | 'cancelled'

/**
 * Registers a name for the connected EVM account, embedded (docs/project/behaviour.md §4) or
 * external: signs the JSON message of name, attributes and timestamp in seconds, submits it with
 * the ENSIP-11 coin type and address, sets the profile name and shows RegisterAccountNameSuccess.
 * Refusing to sign returns to RegisterAccountName; a failure too, throwing `Error registering name
 * {name}` (or the service's first reason). Throws `Address or auth connector not found` without an
 * address or a connected wallet.
 */
export async function registerAccountName(
  core: AppKitCore,
  { name, attributes }: RegisterAccountNameParameters,
): Promise<RegisterAccountNameReturnType> {
  const normalized = normalizeName(name)
  const validation = nameSchema.safeParse(nameLabel(normalized))
  if (!validation.success) {
    throw new AppKitError('INVALID_NAME', {
      params: { problem: validation.error.issues[0]?.message ?? normalized },
    })
  }
  const chain = core.state.chains.chains.eip155
  const caipNetwork = chain?.networkState.caipNetwork
  if (!caipNetwork) throw new AppKitError('NETWORK_NOT_FOUND')
  const address = chain?.accountState.address
  // The embedded wallet's account (docs/project/behaviour.md §6), or an external wallet's: our name
  // service verifies EOA, EIP-1271 and EIP-6492 signatures alike, so any connected EVM account can
  // hold a name.
  const activeConnectorId = core.state.connectors.activeConnectorIds.eip155
  const signer =
    getAuthConnector(core, { namespace: 'eip155' }) ??
    (activeConnectorId
      ? getConnectorById(core, { id: activeConnectorId, namespace: 'eip155' })
      : undefined)
  if (!address || !signer) {
    throw new AppKitError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
  }
  const coinType = chainIdToCoinType(Number(caipNetwork.id))
  const adapter = requireAdapter(core, 'eip155')
  const message = buildNameRegistrationMessage({
    name: normalized,
    attributes,
    now: core.services.clock.now(),
  })
  setNamesRegistering(core, true)
  try {
    let signature: string
    try {
      ;({ signature } = await adapter.signMessage({ message, address }))
    } catch (error) {
      if (isUserRejection(error)) {
        replaceView(core, { view: 'RegisterAccountName' })
        return 'cancelled'
      }
      throw error
    }
    const { success } = await registerName(core.api, {
      coinType,
      address,
      message,
      signature,
      caipNetworkId: caipNetwork.caipNetworkId,
    })
    if (!success) throw new AppKitError('ERROR_REGISTERING_NAME', { params: { name: normalized } })
  } catch (error) {
    replaceView(core, { view: 'RegisterAccountName' })
    throw toNameServiceError(
      error,
      new AppKitError('ERROR_REGISTERING_NAME', { params: { name: normalized }, cause: error }),
    )
  } finally {
    setNamesRegistering(core, false)
  }
  updateAccountState(core, { namespace: 'eip155', patch: { profileName: normalized } })
  // The identity cached before (no name) would hide the new name for 5 minutes.
  await removeCacheEntry(storageContextOf(core), identityCache, address)
  replaceView(core, { view: 'RegisterAccountNameSuccess' })
  return 'registered'
}
