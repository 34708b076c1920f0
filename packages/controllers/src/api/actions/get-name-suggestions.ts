import type { CaipNetworkId } from '@openappkit/common/caip'
import { z } from 'zod'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'
import { isNetworkSupported } from './is-network-supported.ts'

export type GetNameSuggestionsParameters = {
  name: string
  caipNetworkId: CaipNetworkId
  /** Name zone (suffix); the API's own default when absent (docs/project/architecture.md §11). */
  zone?: string | undefined
}

const suggestionSchema = z.looseObject({ name: z.string(), registered: z.boolean().optional() })

export type NameSuggestion = z.output<typeof suggestionSchema>
export type GetNameSuggestionsReturnType = { suggestions: NameSuggestion[] }

const suggestionsSchema = z.looseObject({ suggestions: z.array(suggestionSchema) })

/** GET /v1/profile/suggestions/{name}; unsupported network → no suggestions. */
export async function getNameSuggestions(
  client: BlockchainApiClient,
  parameters: GetNameSuggestionsParameters,
): Promise<GetNameSuggestionsReturnType> {
  if (!(await isNetworkSupported(client, parameters))) return { suggestions: [] }
  return client.request({
    method: 'GET',
    path: `/v1/profile/suggestions/${parameters.name}`,
    params: { zone: parameters.zone },
    schema: suggestionsSchema,
  })
}
