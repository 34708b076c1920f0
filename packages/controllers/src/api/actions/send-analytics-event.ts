import { anyValue } from '../../platform/utils/safe-parser.ts'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'

/** The `/e` body of docs/project/behaviour.md §7. */
export type AnalyticsEventBody = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: {
    type: string
    event: string
    properties?: Record<string, unknown> | undefined
    errorType?: string | undefined
    errorMessage?: string | undefined
    stackTrace?: string | undefined
  }
}

export type SendAnalyticsEventParameters = AnalyticsEventBody

/** POST /e with projectId, st, sv as query; not retried (analytics is best effort). */
export async function sendAnalyticsEvent(
  client: BlockchainApiClient,
  parameters: SendAnalyticsEventParameters,
): Promise<void> {
  if (!client.enabled) return
  await client.request({
    method: 'POST',
    path: '/e',
    body: parameters,
    schema: anyValue,
    retry: false,
  })
}
