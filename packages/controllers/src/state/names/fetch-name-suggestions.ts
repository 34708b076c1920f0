import type { CaipNetworkId } from '@openappkit/common/caip'
import { AppKitError } from '@openappkit/common/errors'
import { getNameSuggestions, type NameSuggestion } from '../../api/actions/get-name-suggestions.ts'
import type { AppKitCore } from '../../core/types.ts'
import { normalizeName } from './normalize-name.ts'
import { toNameServiceError } from './to-name-service-error.ts'

export type FetchNameSuggestionsParameters = {
  name: string
  /** Network asked; the active one by default. */
  caipNetworkId?: CaipNetworkId | undefined
  zone?: string | undefined
}

export type FetchNameSuggestionsReturnType = NameSuggestion[]

/**
 * Loads suggestions for `name` into state with the loading flag (docs/project/behaviour.md §3).
 * Failure throws `Error fetching name suggestions` (or the service's first reason) and clears the
 * list.
 */
export async function fetchNameSuggestions(
  core: AppKitCore,
  parameters: FetchNameSuggestionsParameters,
): Promise<FetchNameSuggestionsReturnType> {
  const state = core.state.names
  const caipNetworkId =
    parameters.caipNetworkId ?? core.state.chains.activeCaipNetwork?.caipNetworkId
  if (!caipNetworkId) throw new AppKitError('NETWORK_NOT_FOUND')
  state.loading = true
  try {
    const { suggestions } = await getNameSuggestions(core.api, {
      name: normalizeName(parameters.name),
      caipNetworkId,
      zone: parameters.zone,
    })
    state.suggestions = suggestions
    return suggestions
  } catch (error) {
    state.suggestions = []
    throw toNameServiceError(
      error,
      new AppKitError('ERROR_FETCHING_NAME_SUGGESTIONS', { cause: error }),
    )
  } finally {
    state.loading = false
  }
}
