import { describe, expect, it } from 'vitest'
import { testWallet } from './helpers/evm.ts'
import { testDatabaseKinds } from './helpers/test-databases.ts'
import { useTestStack } from './helpers/use-test-stack.ts'

describe.each(testDatabaseKinds())('hardening (%s)', (database) => {
  const stack = useTestStack(database, { api: false })

  const start = (config: Record<string, unknown>, http = true) => stack.startApi({ config, http })

  it('answers 429 with Retry-After once a client address exceeds its window', async () => {
    const api = await start({ rateLimit: { max: 5, windowMs: 86_400_000 } }) // windows align to midnight UTC: no boundary mid-test
    const statuses = []
    for (let index = 0; index < 7; index += 1) {
      const response = await fetch(`${api.url}/v1/supported-chains`)
      statuses.push(response.status)
      if (response.status === 429) {
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
        expect(await response.json()).toEqual({ message: 'Too many requests, try again later' })
      } else {
        await response.arrayBuffer()
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
  })

  it('allows CORS only for configured origins', async () => {
    const api = await start({ allowedOrigins: ['http://lab.example'] })
    const preflight = (origin: string) =>
      fetch(`${api.url}/v1/fungible/price`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
    const allowed = await preflight('http://lab.example')
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://lab.example')
    const refused = await preflight('http://evil.example')
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    expect(refused.status).toBe(403)
    const simple = await fetch(`${api.url}/v1/supported-chains`, {
      headers: { origin: 'http://evil.example' },
    })
    expect(simple.headers.get('access-control-allow-origin')).toBeNull()
    expect(simple.status).toBe(403)
    expect(await simple.json()).toEqual({
      message: 'Origin http://evil.example is not allowed: add it to allowedOrigins',
    })
  })

  it('sends strict headers on every answer; only the wallet frame page may be framed', async () => {
    const api = await start({ server: { bodyLimitBytes: 4_096 } }, false)
    const strict = (response: Response) => {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('no-referrer')
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
    }
    const ok = await api.request('/v1/supported-chains')
    expect(ok.status).toBe(200)
    strict(ok)
    const missing = await api.request('/v1/nothing-here')
    expect(missing.status).toBe(404)
    strict(missing)
    const invalid = await api.request('/v1/account/0x12/balance')
    expect(invalid.status).toBe(400)
    strict(invalid)
    const refused = await api.request('/v1/supported-chains', {
      headers: { origin: 'http://evil.example' },
    })
    expect(refused.status).toBe(403)
    strict(refused)
    // Probes come from the operator's machines: the origin policy does not apply to them.
    const probe = await api.request('/health', { headers: { origin: 'http://evil.example' } })
    expect(probe.status).toBe(200)
    strict(probe)
    const large = await api.request('/e', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(5_000),
    })
    expect(large.status).toBe(413)
    strict(large)
    const frame = await api.request('/v1/embedded/frame')
    expect(frame.status).toBe(200)
    expect(frame.headers.get('x-frame-options')).toBeNull()
    expect(frame.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(frame.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(frame.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('refuses a streamed body without Content-Length once it passes the limit', async () => {
    const api = await start({ server: { bodyLimitBytes: 4_096 } })
    const chunk = new TextEncoder().encode(`"${'x'.repeat(1_000)}`)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1
        if (sent > 10) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const response = await fetch(`${api.url}/v1/fungible/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'Request body too large' })
  })

  it('caps analytics events per project and client address per minute', async () => {
    let now = Date.UTC(2026, 0, 1)
    const api = await stack.startApi({
      clock: { now: () => now },
      config: { analytics: { maxEventsPerMinute: 3 } },
    })
    const post = (index: number, projectId = 'p1') =>
      api.request(`/e?projectId=${projectId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          eventId: `cap-${projectId}-${index}-${now}`,
          url: 'http://lab.test/',
          domain: 'lab.test',
          timestamp: now,
          props: { type: 'error', event: 'TEST_ERROR', errorMessage: 'boom' },
        }),
      })
    const statuses: number[] = []
    for (let index = 0; index < 4; index += 1) statuses.push((await post(index)).status)
    expect(statuses).toEqual([202, 202, 202, 429])
    const capped = await post(4)
    expect(capped.headers.get('retry-after')).toBe('60')
    expect(await capped.json()).toEqual({
      message: 'Too many analytics events: at most 3 per minute',
    })
    expect((await post(0, 'p2')).status).toBe(202)
    const summary = (await api.call('/e/summary?projectId=p1')).body as { total: number }
    expect(summary.total).toBe(3)
    now += 60_000
    expect((await post(5)).status).toBe(202)
  })

  it('refuses bodies over the limit with 413 and keeps serving', async () => {
    const api = await start({ server: { bodyLimitBytes: 4_096 } })
    const response = await fetch(`${api.url}/e`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(10_000) }),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'Request body too large' })
    expect((await fetch(`${api.url}/health`)).status).toBe(200)
  })

  it('requires a listed projectId when an allowlist is configured', async () => {
    const api = await start({ projectIds: ['project-a'] }, false)
    expect(await api.call('/v1/supported-chains')).toEqual({
      status: 403,
      body: { message: 'A projectId is required: add ?projectId=<your project id>' },
    })
    expect(await api.call('/v1/supported-chains?projectId=project-b')).toEqual({
      status: 403,
      body: { message: 'Unknown projectId "project-b"' },
    })
    expect((await api.call('/v1/supported-chains?projectId=project-a')).status).toBe(200)
  })

  it('answers 502 in JSON when a chain node is unreachable', async () => {
    const api = await start(
      {
        chains: [
          {
            namespace: 'eip155',
            caipNetworkId: 'eip155:31337',
            name: 'Down',
            rpcUrl: 'http://127.0.0.1:9',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            indexer: { enabled: false },
          },
        ],
      },
      false,
    )
    const { account } = testWallet(stack.devnet.manifest, 0)
    expect(await api.call(`/v1/account/${account.address}/balance?chainId=eip155:31337`)).toEqual({
      status: 502,
      body: { message: 'The chain node could not answer this request' },
    })
  })
})
