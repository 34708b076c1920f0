import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type DevnetManifest, EPHEMERAL_DEVNET_PORTS, startDevnet } from '../src/index.ts'

let devnet: Awaited<ReturnType<typeof startDevnet>>
let manifest: DevnetManifest

beforeAll(async () => {
  devnet = await startDevnet({ ports: EPHEMERAL_DEVNET_PORTS })
  manifest = devnet.manifest
})

afterAll(async () => {
  await devnet?.stop()
})

async function post(url: string, body: string): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : undefined }
}

const solana = (body: unknown) =>
  post(manifest.solana.rpcUrl, typeof body === 'string' ? body : JSON.stringify(body))

describe('Solana JSON-RPC errors (HTTP)', () => {
  it('answers unparsable JSON with -32700 and a null id', async () => {
    const { status, json } = await solana('{"jsonrpc":"2.0","id":1,"method":')
    expect(status).toBe(200)
    expect(json).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    })
  })

  it('answers malformed requests with -32600', async () => {
    for (const body of [{ id: 1 }, { jsonrpc: '2.0', id: 2, method: 7 }, [], 'null', '"text"']) {
      const { json } = await solana(body)
      expect(json).toMatchObject({
        jsonrpc: '2.0',
        error: { code: -32600, message: 'Invalid request' },
      })
    }
  })

  it('answers unknown methods with -32601 Method not found', async () => {
    const { json } = await solana({ jsonrpc: '2.0', id: 'x', method: 'getEverything', params: [] })
    expect(json).toEqual({
      jsonrpc: '2.0',
      id: 'x',
      error: { code: -32601, message: 'Method not found' },
    })
  })

  it('answers bad params with -32602', async () => {
    const cases = [
      { method: 'getBalance', params: ['not-an-address'] },
      { method: 'getBalance', params: [] },
      {
        method: 'getAccountInfo',
        params: [manifest.solana.accounts[0]?.address, { encoding: 'weird' }],
      },
      { method: 'sendTransaction', params: ['%%%', { encoding: 'base64' }] },
      { method: 'sendTransaction', params: ['3yZe7d'] },
      { method: 'getTokenAccountBalance', params: [manifest.solana.accounts[0]?.address] },
    ]
    for (const [index, request] of cases.entries()) {
      const { json } = await solana({ jsonrpc: '2.0', id: index, ...request })
      expect(json).toMatchObject({ id: index, error: { code: -32602 } })
    }
  })

  it('answers a failing preflight with -32002 and the simulation logs', async () => {
    const { json } = await solana({
      jsonrpc: '2.0',
      id: 1,
      method: 'requestAirdrop',
      params: [manifest.solana.accounts[0]?.address, 1],
    })
    // 1 lamport to a funded account lands; to an empty one it would leave that account below
    // rent exemption, which preflight refuses.
    expect(json).toMatchObject({ id: 1, result: expect.any(String) })
    const fresh = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    const { json: belowRent } = await solana({
      jsonrpc: '2.0',
      id: 2,
      method: 'requestAirdrop',
      params: [fresh, 1],
    })
    expect(belowRent).toMatchObject({
      id: 2,
      error: {
        code: -32002,
        message: expect.stringMatching(/^Transaction simulation failed: /),
        data: { err: { InsufficientFundsForRent: { account_index: 1 } }, logs: expect.any(Array) },
      },
    })
  })

  it('answers a batch element by element and keeps serving after garbage', async () => {
    const { json } = await solana([
      { jsonrpc: '2.0', id: 1, method: 'getSlot' },
      { jsonrpc: '2.0', id: 2, method: 'nope' },
      { garbage: true },
      { jsonrpc: '2.0', id: 3, method: 'getHealth' },
    ])
    expect(json).toEqual([
      { jsonrpc: '2.0', id: 1, result: expect.any(Number) },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } },
      { jsonrpc: '2.0', id: 3, result: 'ok' },
    ])
    const raw = await fetch(manifest.solana.rpcUrl, {
      method: 'POST',
      body: Buffer.alloc(64, 0xff),
    })
    expect(raw.status).toBe(200)
    expect((await solana({ jsonrpc: '2.0', id: 9, method: 'getHealth' })).json).toMatchObject({
      result: 'ok',
    })
  })

  it('serves CORS preflight and GET /health, refuses other verbs', async () => {
    const preflight = await fetch(manifest.solana.rpcUrl, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    const health = await fetch(`${manifest.solana.rpcUrl}/health`)
    expect(await health.text()).toBe('ok')
    expect((await fetch(manifest.solana.rpcUrl, { method: 'PUT', body: '' })).status).toBe(405)
  })
})

describe('Solana JSON-RPC errors (websocket)', () => {
  it('answers parse errors, unknown methods and bad params, and keeps the socket open', async () => {
    const socket = new WebSocket(manifest.solana.wsUrl)
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    const replies: unknown[] = []
    const waiters: ((reply: unknown) => void)[] = []
    socket.on('message', (data) => {
      const reply = JSON.parse(data.toString())
      const waiter = waiters.shift()
      if (waiter) waiter(reply)
      else replies.push(reply)
    })
    const ask = (text: string) => {
      socket.send(text)
      return replies.length > 0
        ? Promise.resolve(replies.shift())
        : new Promise<unknown>((resolve) => waiters.push(resolve))
    }
    const answers = [
      await ask('not json'),
      await ask(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [] })),
      await ask(
        JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'signatureSubscribe', params: ['bad'] }),
      ),
      await ask(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'slotSubscribe' })),
      await ask(
        JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'slotUnsubscribe', params: [987654] }),
      ),
    ]
    socket.close()
    expect(answers).toEqual([
      { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } },
      { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } },
      { jsonrpc: '2.0', id: 2, error: expect.objectContaining({ code: -32602 }) },
      { jsonrpc: '2.0', id: 3, result: expect.any(Number) },
      { jsonrpc: '2.0', id: 4, error: expect.objectContaining({ code: -32602 }) },
    ])
  })
})

describe('anvil JSON-RPC errors', () => {
  it('answers unknown methods with -32601 and bad params with -32602', async () => {
    const rpcUrl = manifest.evm.chains[0]?.rpcUrl as string
    const unknown = await post(
      rpcUrl,
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_nope' }),
    )
    expect(unknown.json).toMatchObject({ id: 1, error: { code: -32601 } })
    const badParams = await post(
      rpcUrl,
      JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: ['0x12'] }),
    )
    expect(badParams.json).toMatchObject({ id: 2, error: { code: -32602 } })
    // anvil answers unparsable bodies with -32600 (its choice; our Solana server uses -32700).
    const garbage = await post(rpcUrl, '{bad')
    expect(garbage.json).toMatchObject({ id: null, error: { code: -32600 } })
  })
})
