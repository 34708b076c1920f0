import type { CaipNetworkId } from '@openappkit/common/caip'
import { AppKitError } from '@openappkit/common/errors'
import type { Clock, FetchLike, KeyValueStorage, Logger } from '../platform/services/types.ts'
import type { ParsedBy, SafeParser } from '../platform/utils/safe-parser.ts'
import { createHttpClient, type HttpClient, type QueryValue } from './http-client.ts'
import { withRetry } from './with-retry.ts'

export type CreateBlockchainApiClientParameters = {
  /** Base URL of the API; without it the client is disabled and every call is empty. */
  baseUrl?: string | undefined
  projectId?: string | undefined
  /** Sent as `st`. */
  sdkType?: string | undefined
  /** Sent as `sv`. */
  sdkVersion?: string | undefined
  clientId?: string | undefined
  fetch: FetchLike
  clock: Clock
  /** Where the TTL caches (identity, names, portfolio) live; no caching without it. */
  storage?: KeyValueStorage | undefined
  logger?: Logger | undefined
}

/** Networks the API serves, as CAIP-2 ids (GET v1/supported-chains). */
export type SupportedNetworks = { http: string[]; ws: string[] }

/** One call of the API. */
export type BlockchainApiRequest<TSchema extends SafeParser> = {
  method: 'GET' | 'POST'
  path: string
  params?: Record<string, QueryValue> | undefined
  body?: unknown
  schema: TSchema
  /** Retry with the docs/project/behaviour.md §9 policy; on for reads, off for writes. */
  retry?: boolean | undefined
}

/** The Blockchain API of one instance. */
export type BlockchainApiClient = {
  /** Whether a base URL is configured. */
  readonly enabled: boolean
  readonly projectId: string | undefined
  readonly clock: Clock
  readonly storage: KeyValueStorage | undefined
  readonly logger: Logger | undefined
  /** Serializes cache updates of one storage key. */
  readonly storageLocks: Map<string, Promise<unknown>>
  /** The generic HTTP client, `undefined` when disabled. */
  readonly http: HttpClient | undefined
  /** Calls the API with projectId/st/sv, retries, and validates the response. */
  request<TSchema extends SafeParser>(
    request: BlockchainApiRequest<TSchema>,
  ): Promise<ParsedBy<TSchema>>
  /** Memo of the supported networks, fetched once per client. */
  supportedNetworks: Promise<SupportedNetworks> | undefined
}

/** Thrown when a response does not have the documented shape. */
export class InvalidApiResponseError extends AppKitError<'INVALID_API_RESPONSE'> {
  override name = 'InvalidApiResponseError'
}

/** Creates the Blockchain API client; nothing is requested until a call is made. */
export function createBlockchainApiClient(
  parameters: CreateBlockchainApiClientParameters,
): BlockchainApiClient {
  const baseUrl = parameters.baseUrl?.trim() || undefined
  const http = baseUrl
    ? createHttpClient({ baseUrl, clientId: parameters.clientId, fetch: parameters.fetch })
    : undefined
  const commonParams = {
    projectId: parameters.projectId,
    st: parameters.sdkType,
    sv: parameters.sdkVersion,
  }

  return {
    enabled: http !== undefined,
    projectId: parameters.projectId,
    clock: parameters.clock,
    storage: parameters.storage,
    logger: parameters.logger,
    storageLocks: new Map(),
    http,
    supportedNetworks: undefined,
    async request(request) {
      if (!http) throw new AppKitError('BLOCKCHAIN_API_NOT_CONFIGURED')
      const params = { ...commonParams, ...request.params }
      const call = () =>
        request.method === 'GET'
          ? http.get({ path: request.path, params })
          : http.post({ path: request.path, params, body: request.body })
      const raw = request.retry === false ? await call() : await withRetry(call, parameters)
      const parsed = request.schema.safeParse(raw)
      if (!parsed.success) {
        throw new InvalidApiResponseError('INVALID_API_RESPONSE', {
          cause: parsed.error,
          details: request.path,
        })
      }
      return parsed.data as ParsedBy<typeof request.schema>
    },
  }
}

/** The network part of a CAIP id, for endpoints that take CAIP-10 token or account ids. */
export function networkOfCaipId(caipId: string): CaipNetworkId | undefined {
  const [namespace, reference] = caipId.split(':')
  if (!namespace || !reference) return undefined
  return `${namespace}:${reference}`
}
