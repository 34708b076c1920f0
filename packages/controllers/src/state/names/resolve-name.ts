import type { CaipNetworkId } from '@openappkit/common/caip'
import { AppKitError, getHttpStatus } from '@openappkit/common/errors'
import { lookupName } from '../../api/actions/lookup-name.ts'
import type { NameProfile } from '../../api/schemas/name-profile.ts'
import type { AppKitCore } from '../../core/types.ts'
import { normalizeName } from './normalize-name.ts'
import { toNameServiceError } from './to-name-service-error.ts'

export type ResolveNameParameters = {
  name: string
  caipNetworkId?: CaipNetworkId | undefined
}

/** The profile, or `undefined` when the name is not registered. */
export type ResolveNameReturnType = NameProfile | undefined

/**
 * Looks a name up (GET /v1/profile/account/{name}). A 404 means "not registered"; any other
 * failure throws `Error resolving name` (or the service's first reason).
 */
export async function resolveName(
  core: AppKitCore,
  parameters: ResolveNameParameters,
): Promise<ResolveNameReturnType> {
  const caipNetworkId =
    parameters.caipNetworkId ?? core.state.chains.activeCaipNetwork?.caipNetworkId
  if (!caipNetworkId) throw new AppKitError('NETWORK_NOT_FOUND')
  try {
    return await lookupName(core.api, { name: normalizeName(parameters.name), caipNetworkId })
  } catch (error) {
    if (getHttpStatus(error) === 404) return undefined
    throw toNameServiceError(error, new AppKitError('ERROR_RESOLVING_NAME', { cause: error }))
  }
}
