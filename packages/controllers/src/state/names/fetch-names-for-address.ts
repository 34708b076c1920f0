import type { CaipNetworkId } from '@openappkit/common/caip'
import { AppKitError } from '@openappkit/common/errors'
import { reverseLookupName } from '../../api/actions/reverse-lookup-name.ts'
import type { NameProfile } from '../../api/schemas/name-profile.ts'
import type { AppKitCore } from '../../core/types.ts'
import { toNameServiceError } from './to-name-service-error.ts'

export type FetchNamesForAddressParameters = {
  address: string
  caipNetworkId?: CaipNetworkId | undefined
  /** The asking account; the active address by default. */
  sender?: string | undefined
}

export type FetchNamesForAddressReturnType = NameProfile[]

/**
 * Names registered to `address` (reverse lookup, cached 5 min). Failure throws
 * `Error fetching names for address` (or the service's first reason).
 */
export async function fetchNamesForAddress(
  core: AppKitCore,
  parameters: FetchNamesForAddressParameters,
): Promise<FetchNamesForAddressReturnType> {
  const { chains } = core.state
  const caipNetworkId = parameters.caipNetworkId ?? chains.activeCaipNetwork?.caipNetworkId
  if (!caipNetworkId) throw new AppKitError('NETWORK_NOT_FOUND')
  const activeChain = chains.activeChain ? chains.chains[chains.activeChain] : undefined
  try {
    return await reverseLookupName(core.api, {
      address: parameters.address,
      caipNetworkId,
      sender: parameters.sender ?? activeChain?.accountState.address,
    })
  } catch (error) {
    throw toNameServiceError(
      error,
      new AppKitError('ERROR_FETCHING_NAMES_FOR_ADDRESS', { cause: error }),
    )
  }
}
