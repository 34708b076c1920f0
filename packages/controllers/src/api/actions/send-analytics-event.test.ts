import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { createFakeFetch } from '../../test-utils/fake-fetch.ts'
import { createManualClock } from '../../test-utils/manual-clock.ts'
import { createBlockchainApiClient } from '../blockchain-api-client.ts'
import { sendAnalyticsEvent } from './send-analytics-event.ts'

const body = {
  eventId: 'e1',
  url: 'https://dapp.test/',
  domain: 'dapp.test',
  timestamp: 1,
  props: { type: 'track', event: 'SWITCH_NETWORK' },
}

describe('sendAnalyticsEvent', () => {
  it('POSTs /e with projectId, st and sv as query and the event as body', async () => {
    const { client, calls } = createTestApiClient({ route: () => ({ status: 202 }) })
    await sendAnalyticsEvent(client, body)
    expect(calls()[0]?.path).toBe('/e')
    expect(calls()[0]?.query).toEqual({ projectId: 'p1', st: 'appkit', sv: '4' })
    expect(calls()[0]?.body).toEqual(body)
  })

  it('sends nothing when no API is configured', async () => {
    const fetch = createFakeFetch(() => ({}))
    const client = createBlockchainApiClient({ fetch, clock: createManualClock() })
    await sendAnalyticsEvent(client, body)
    expect(fetch.calls).toHaveLength(0)
  })
})
