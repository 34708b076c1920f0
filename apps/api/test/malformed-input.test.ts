import { describe, expect, it } from 'vitest'
import { testWallet } from './helpers/evm.ts'
import { testDatabaseKinds } from './helpers/test-databases.ts'
import { useTestStack } from './helpers/use-test-stack.ts'

// Values that must never reach a query, a node or a page unvalidated.
const HOSTILE = [
  "' OR 1=1 --",
  '"; DROP TABLE names; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '\u0000\u202e',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  `0x${'f'.repeat(400)}`,
  '9'.repeat(120),
  '-1',
  '1e309',
  'NaN',
  '{"$gt":""}',
  'x'.repeat(5_000),
]

// Bodies of the wrong shape for any JSON endpoint.
const BAD_BODIES = [
  '',
  'not json',
  '{',
  'null',
  '[]',
  '"string"',
  '42',
  '{"__proto__":{"polluted":true}}',
  '{"amount":1e999}',
  JSON.stringify({ amount: { $gt: 0 }, from: ['x'], to: null, userAddress: 12 }),
  `${'['.repeat(2_000)}${']'.repeat(2_000)}`,
]

/** The address with the case of its first letter flipped: a wrong EIP-55 checksum. */
function badChecksum(address: string): string {
  const index = address.slice(2).search(/[a-fA-F]/) + 2
  const letter = address[index] ?? ''
  const flipped = letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase()
  return `${address.slice(0, index)}${flipped}${address.slice(index + 1)}`
}

type Case = { method: 'GET' | 'POST'; path: string; body?: string; contentType?: string }

function cases(address: string): Case[] {
  const list: Case[] = []
  for (const value of HOSTILE) {
    const v = encodeURIComponent(value)
    list.push(
      { method: 'GET', path: `/v1/account/${v}/balance` },
      {
        method: 'GET',
        path: `/v1/account/${address}/balance?chainId=${v}&forceUpdate=${v}&currency=${v}`,
      },
      { method: 'GET', path: `/v1/account/${v}/history` },
      { method: 'GET', path: `/v1/account/${address}/history?cursor=${v}&limit=${v}` },
      { method: 'GET', path: `/v1/identity/${v}` },
      { method: 'GET', path: `/v1/profile/account/${v}` },
      { method: 'GET', path: `/v1/profile/reverse/${v}` },
      { method: 'GET', path: `/v1/profile/suggestions/${v}?zone=${v}` },
      { method: 'GET', path: `/v1/convert/tokens?chainId=${v}` },
      {
        method: 'GET',
        path: `/v1/convert/quotes?amount=${v}&userAddress=${address}&from=${v}&to=${v}`,
      },
      { method: 'GET', path: `/v1/convert/allowance?tokenAddress=${v}&userAddress=${v}` },
      { method: 'GET', path: `/v1/convert/gas-price?chainId=${v}` },
      { method: 'GET', path: `/v1/convert/build-approve?userAddress=${v}&from=${v}&to=${v}` },
      { method: 'GET', path: `/v1/sessions/${v}` },
      { method: 'GET', path: `/v1/onramp/checkout/${v}` },
      { method: 'GET', path: `/e/summary?since=${v}` },
      { method: 'GET', path: `/onramp/checkout?walletAddress=${v}&destinationCurrencyCode=${v}` },
      {
        method: 'POST',
        path: '/v1/fungible/price',
        body: JSON.stringify({ currency: value, addresses: [value] }),
      },
      {
        method: 'POST',
        path: '/v1/convert/build-transaction',
        body: JSON.stringify({
          amount: value,
          from: value,
          to: value,
          userAddress: value,
          eip155: { slippage: value },
        }),
      },
      {
        method: 'POST',
        path: '/v1/profile/account',
        body: JSON.stringify({
          coin_type: value,
          address: value,
          message: value,
          signature: value,
        }),
      },
      {
        method: 'POST',
        path: '/v1/onramp/quote',
        body: JSON.stringify({
          purchaseCurrency: value,
          paymentCurrency: value,
          amount: value,
          network: value,
        }),
      },
      {
        method: 'POST',
        path: '/v1/generators/onrampurl',
        body: JSON.stringify({
          destinationWallets: [{ address: value, blockchains: [value] }],
          partnerUserId: value,
        }),
      },
      {
        method: 'POST',
        path: `/v1/sessions/${v}`,
        body: JSON.stringify({ message: value, signature: value }),
      },
      {
        method: 'POST',
        path: `/v1/sessions/${v}/revoke`,
        body: JSON.stringify({ pci: value, signature: value }),
      },
      {
        method: 'POST',
        path: '/e',
        body: JSON.stringify({
          eventId: value,
          url: value,
          domain: value,
          timestamp: value,
          props: { type: value, event: value },
        }),
      },
    )
  }
  const jsonEndpoints = [
    '/v1/fungible/price',
    '/v1/convert/build-transaction',
    '/v1/profile/account',
    '/v1/onramp/quote',
    '/v1/generators/onrampurl',
    '/v1/embedded/email/code',
    '/v1/embedded/email/verify',
    '/v1/embedded/device/status',
    '/v1/embedded/social/start',
    '/v1/embedded/social/finish',
    '/v1/embedded/farcaster/channel/complete',
    '/v1/embedded/farcaster/channel/status',
    '/v1/embedded/email/update',
    '/v1/embedded/email/update/primary',
    '/v1/embedded/email/update/secondary',
    '/v1/embedded/rpc',
    '/e',
  ]
  for (const path of jsonEndpoints) {
    for (const body of BAD_BODIES) list.push({ method: 'POST', path, body })
    list.push({ method: 'POST', path, body: '{}', contentType: 'text/plain' })
    list.push({
      method: 'POST',
      path,
      body: 'a=b',
      contentType: 'application/x-www-form-urlencoded',
    })
  }
  list.push(
    { method: 'GET', path: `/v1/profile/account/${'a'.repeat(64)}` },
    { method: 'GET', path: `/v1/account/${address}/balance?chainId=eip155:1` },
    { method: 'GET', path: `/v1/account/${address.toLowerCase().replace('0x', '0X')}/balance` },
    { method: 'GET', path: `/v1/account/${badChecksum(address)}/balance` },
    { method: 'GET', path: '/v1/../../etc/passwd' },
    { method: 'GET', path: '/v1/unknown' },
    { method: 'GET', path: '/v1/embedded/device/approve?email=a&device=b&token=c' },
    { method: 'GET', path: '/v1/embedded/recovery-share?deviceId=%00' },
    { method: 'GET', path: '/v1/embedded/frame?chainId=-1' },
    { method: 'GET', path: '/v1/embedded/social/callback?state=%3Cscript%3E' },
    { method: 'POST', path: '/v1/supported-chains', body: '{}' },
    {
      method: 'POST',
      path: '/onramp/checkout/AAAAAAAAAAAAAAAAAAAAAAAA',
      body: 'option=0',
      contentType: 'application/x-www-form-urlencoded',
    },
  )
  return list
}

describe.each(testDatabaseKinds())('malformed input across every endpoint (%s)', (database) => {
  const stack = useTestStack(database)

  it('answers every malformed request with a 4xx and a message, never a stack trace', async () => {
    const { account } = testWallet(stack.devnet.manifest, 1)
    const all = cases(account.address)
    expect(all.length).toBeGreaterThan(350)
    const failures: string[] = []
    for (const entry of all) {
      const response = await stack.api.request(entry.path, {
        method: entry.method,
        ...(entry.body === undefined
          ? {}
          : {
              body: entry.body,
              headers: { 'content-type': entry.contentType ?? 'application/json' },
            }),
      })
      const text = await response.text()
      const label = `${entry.method} ${entry.path.slice(0, 120)} ${entry.body?.slice(0, 60) ?? ''}`
      if (response.status < 400 || response.status >= 500)
        failures.push(`${response.status} ${label}`)
      if (/\bat .+\.(ts|js):\d+|node_modules|Error:\s|\n\s+at /.test(text))
        failures.push(`stack trace: ${label}`)
      if ((response.headers.get('content-type') ?? '').includes('application/json')) {
        const body = JSON.parse(text) as { message?: unknown }
        if (typeof body.message !== 'string' || body.message.length === 0)
          failures.push(`no message: ${label}`)
      } else if (!entry.path.startsWith('/onramp/')) {
        failures.push(`not JSON: ${label}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('keeps serving real requests afterwards, with its data intact', async () => {
    expect((await stack.api.call('/health')).status).toBe(200)
    const { account } = testWallet(stack.devnet.manifest, 1)
    const balance = await stack.api.call(
      `/v1/account/${account.address}/balance?chainId=eip155:31337`,
    )
    expect(balance.status).toBe(200)
    const history = await stack.api.call(
      `/v1/account/${account.address}/history?chainId=eip155:31337`,
    )
    expect(history.status).toBe(200)
    const names = await stack.api.call('/v1/profile/suggestions/alice')
    expect(names.status).toBe(200)
    expect((names.body as { suggestions: unknown[] }).suggestions[0]).toEqual({
      name: 'alice.oak.id',
      registered: false,
    })
  })
})
