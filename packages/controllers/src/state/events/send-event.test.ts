import { describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { createFakeFetch } from '../../test-utils/fake-fetch.ts'
import { EVENT_LOG_LIMIT } from './record-event.ts'
import { isTrackedEvent, sendEvent } from './send-event.ts'
import { subscribeEvents } from './subscribe-events.ts'

function setup(
  options: { analytics?: boolean; apiUrl?: string | undefined; projectId?: string } = {},
) {
  const fetch = createFakeFetch(() => ({ status: 202 }))
  const { core, clock } = createTestCore({
    fetch,
    apiUrl: 'apiUrl' in options ? options.apiUrl : 'https://api.test',
    projectId: options.projectId ?? 'p1',
    metadata: { name: 'Dapp', description: '', url: 'https://dapp.test/app', icons: [] },
    features: { analytics: options.analytics ?? true },
  })
  return { core, clock, fetch }
}

describe('sendEvent', () => {
  it('POSTs a tracked event to /e with projectId, st, sv and the documented body', async () => {
    const { core, clock, fetch } = setup()
    await sendEvent(core, {
      type: 'track',
      event: 'SWITCH_NETWORK',
      properties: { network: 'eip155:137' },
    })
    expect(fetch.calls).toHaveLength(1)
    const [call] = fetch.calls
    expect(call?.method).toBe('POST')
    expect(call?.path).toBe('/e')
    expect(call?.query).toEqual({ projectId: 'p1', st: 'appkit', sv: '4' })
    expect(call?.body).toEqual({
      eventId: expect.any(String),
      url: 'https://dapp.test/app',
      domain: 'dapp.test',
      timestamp: clock.now(),
      props: { type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:137' } },
    })
  })

  it('uses the window location when there is one', async () => {
    const { core, fetch } = setup()
    Object.assign(core.services, {
      window: { location: { href: 'https://shop.test/x', hostname: 'shop.test', origin: '' } },
    })
    await sendEvent(core, { type: 'track', event: 'SEND_SUCCESS' })
    expect(fetch.calls[0]?.body).toMatchObject({ url: 'https://shop.test/x', domain: 'shop.test' })
  })

  it('keeps untracked events local', async () => {
    const { core, fetch } = setup()
    await sendEvent(core, { type: 'track', event: 'MODAL_OPEN' })
    expect(fetch.calls).toHaveLength(0)
    expect(core.state.events.data).toEqual({ type: 'track', event: 'MODAL_OPEN' })
  })

  it('makes zero requests with analytics off or no API', async () => {
    for (const options of [{ analytics: false }, { apiUrl: undefined }]) {
      const { core, fetch } = setup(options)
      await sendEvent(core, { type: 'track', event: 'SWITCH_NETWORK' })
      expect(fetch.calls).toHaveLength(0)
      expect(core.state.events.log).toHaveLength(1)
    }
  })

  it('logs, never throws, when /e fails', async () => {
    const fetch = createFakeFetch(() => ({ status: 500 }))
    const { core } = createTestCore({ fetch, apiUrl: 'https://api.test' })
    const warn = vi.spyOn(core.services.logger, 'warn')
    await expect(
      sendEvent(core, { type: 'track', event: 'SEND_INITIATED' }),
    ).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledWith('telemetry request failed', expect.any(Error))
  })

  it('notifies subscribers synchronously, in order, until they unsubscribe', async () => {
    const { core } = setup({ analytics: false })
    const seen: string[] = []
    const unsubscribe = subscribeEvents(core, (record) => seen.push(record.data.event))
    subscribeEvents(core, () => {
      throw new Error('faulty listener')
    })
    void sendEvent(core, { type: 'track', event: 'A' })
    void sendEvent(core, { type: 'track', event: 'B' })
    unsubscribe()
    await sendEvent(core, { type: 'track', event: 'C' })
    expect(seen).toEqual(['A', 'B'])
  })

  it('keeps a bounded log of recent events', async () => {
    const { core } = setup({ analytics: false })
    for (let index = 0; index < EVENT_LOG_LIMIT + 5; index++) {
      await sendEvent(core, { type: 'track', event: `E${index}` })
    }
    expect(core.state.events.log).toHaveLength(EVENT_LOG_LIMIT)
    expect(core.state.events.log[0]?.data.event).toBe('E5')
  })

  it('names the docs/project/behaviour.md §7 tracked events', () => {
    expect(isTrackedEvent('ERROR_FETCH_TRANSACTIONS')).toBe(true)
    expect(isTrackedEvent('MODAL_OPEN')).toBe(false)
  })
})
