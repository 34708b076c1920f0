import { describe, expect, it } from 'vitest'
import { testWallet } from './helpers/evm.ts'
import { testDatabaseKinds } from './helpers/test-databases.ts'
import { useTestStack } from './helpers/use-test-stack.ts'

describe.each(testDatabaseKinds())('hardening (%s)', (database) => {
  const stack = useTestStack(database, { api: false })

  const start = (config: Record<string, unknown>, http = true) => stack.startApi({ config, http })

  it('answers 429 with Retry-After once a client address exceeds its window', async () => {
    const api = await start({ rateLimit: { max: 5, windowMs: 60_000 } })
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
    const simple = await fetch(`${api.url}/v1/supported-chains`, {
      headers: { origin: 'http://evil.example' },
    })
    expect(simple.headers.get('access-control-allow-origin')).toBeNull()
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
      body: { message: 'Unknown or missing projectId' },
    })
    expect((await api.call('/v1/supported-chains?projectId=project-b')).status).toBe(403)
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
