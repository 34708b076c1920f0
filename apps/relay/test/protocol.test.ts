import { type StartRedisServerReturnType, startRedisServer } from '@openappkit/testing/node'
import { createClient } from 'redis'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import {
  createMemoryBus,
  createMemoryMailbox,
  type RelayOptions,
  type StartRelayReturnType,
  startRelay,
} from '../src/index.ts'
import { signClientJwt } from './client-jwt.ts'
import { waitUntil } from './dapp-client.ts'
import { closeOf, openRawSocket, type RawSocket } from './raw-socket.ts'

const TOPIC = 'ab'.repeat(32)
const OTHER_TOPIC = 'cd'.repeat(32)

let relay: StartRelayReturnType | undefined
const sockets: RawSocket[] = []
let redis: StartRedisServerReturnType | undefined

async function open(parameters?: Parameters<typeof openRawSocket>[1]) {
  if (!relay) throw new Error('no relay')
  const socket = await openRawSocket(relay.url, parameters)
  sockets.push(socket)
  return socket
}

beforeAll(async () => {
  redis = await startRedisServer()
})

afterAll(async () => {
  await redis?.stop()
})

afterEach(async () => {
  for (const socket of sockets.splice(0)) await socket.close()
  await relay?.stop()
  relay = undefined
  // Each test starts from an empty Redis: its topics are the same ones.
  if (!redis) return
  const client = createClient({ url: redis.url })
  await client.connect()
  await client.flushAll()
  await client.quit()
})

type Push = { id: number; method: string; params: { id: string; data: Record<string, unknown> } }

// Every mailbox guarantee holds whichever mailbox the relay keeps its messages in.
describe.each(['memory', 'Redis'] as const)('the relay protocol, %s mailbox', (mode) => {
  const startRelayInMode = (options: RelayOptions = {}) =>
    startRelay({ ...options, redisUrl: mode === 'Redis' ? redis?.url : undefined })
  it('delivers to other subscribers, not back to the publisher, and not again once acknowledged', async () => {
    relay = await startRelayInMode()
    const publisher = await open()
    const subscriber = await open()
    await publisher.call('irn_subscribe', { topic: TOPIC })
    await subscriber.call('irn_subscribe', { topic: TOPIC })
    const reply = await publisher.call('irn_publish', {
      topic: TOPIC,
      message: 'envelope-1',
      ttl: 300,
      tag: 1108,
      prompt: false,
      someFutureField: { ignored: true },
    })
    expect(reply).toMatchObject({ result: true })
    const push = JSON.parse(await subscriber.next()) as Push
    expect(push.method).toBe('irn_subscription')
    expect(push.params.data).toMatchObject({ topic: TOPIC, message: 'envelope-1', tag: 1108 })
    subscriber.socket.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true }))
    const { node } = relay
    await waitUntil(
      async () => (await node.mailbox.pending(TOPIC, subscriber.clientId)).length === 0,
    )
    expect(await node.mailbox.pending(TOPIC, publisher.clientId)).toEqual([])
  })

  it('gives a reconnecting client what it did not acknowledge, and a late subscriber what waited', async () => {
    relay = await startRelayInMode()
    const publisher = await open()
    await publisher.call('irn_publish', { topic: TOPIC, message: 'early', ttl: 60 })
    const late = await open()
    await late.call('irn_subscribe', { topic: TOPIC })
    const first = JSON.parse(await late.next()) as Push
    expect(first.params.data.message).toBe('early')
    await late.close()
    // Same key, new socket: the push was never acknowledged, so it comes again.
    const again = await open({ secretKey: late.secretKey })
    await again.call('irn_batchSubscribe', { topics: [TOPIC, OTHER_TOPIC] })
    const second = JSON.parse(await again.next()) as Push
    expect(second.params.data.message).toBe('early')
  })

  it('answers irn_batchFetchMessages with what waits and counts it as delivered', async () => {
    relay = await startRelayInMode()
    const publisher = await open()
    await publisher.call('irn_publish', { topic: TOPIC, message: 'one', ttl: 60 })
    await publisher.call('irn_publish', { topic: OTHER_TOPIC, message: 'two', ttl: 60 })
    const reader = await open()
    const reply = (await reader.call('irn_batchFetchMessages', {
      topics: [TOPIC, OTHER_TOPIC],
    })) as {
      result: { messages: Array<{ message: string }>; hasMore: boolean }
    }
    expect(reply.result.messages.map(({ message }) => message)).toEqual(['one', 'two'])
    expect(reply.result.hasMore).toBe(false)
    expect(await relay.node.mailbox.pending(TOPIC, reader.clientId)).toEqual([])
  })
})

describe('the relay protocol', () => {
  it('echoes a request id beyond 2^53 digit for digit', async () => {
    relay = await startRelay()
    const client = await open()
    client.socket.send(
      `{"id":1795613865251535872,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${TOPIC}"}}`,
    )
    expect(await client.next()).toMatch(
      /^\{"id":1795613865251535872,"jsonrpc":"2.0","result":"[0-9a-f]{64}"\}$/,
    )
  })

  it('refuses bad input with JSON-RPC errors and stays up', async () => {
    relay = await startRelay({
      limits: { maxMessageBytes: 1024, maxSubscriptionsPerSocket: 2 },
    })
    const client = await open()
    client.socket.send('{"id": 1,')
    expect(JSON.parse(await client.next())).toEqual({
      id: null,
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error: not JSON' },
    })
    expect(await client.call('irn_teleport', {})).toMatchObject({
      error: { code: -32601, message: 'Method not found: irn_teleport' },
    })
    expect(await client.call('irn_subscribe', { topic: 'nope' })).toMatchObject({
      error: {
        code: -32602,
        message: expect.stringContaining('Invalid params for irn_subscribe at topic'),
      },
    })
    expect(await client.call('irn_publish', { topic: TOPIC, message: 'x', ttl: 1 })).toMatchObject({
      error: { code: -32602, message: expect.stringContaining('at ttl') },
    })
    expect(
      await client.call('irn_publish', { topic: TOPIC, message: 'x'.repeat(2000), ttl: 60 }),
    ).toMatchObject({
      error: { code: -32010, message: 'Message too large: 2000 bytes, the limit is 1024' },
    })
    expect(
      await client.call('irn_batchSubscribe', { topics: [TOPIC, OTHER_TOPIC, 'ef'.repeat(32)] }),
    ).toMatchObject({
      error: { code: -32011, message: 'Too many subscriptions: a socket may hold 2' },
    })
    expect(await client.call('irn_subscribe', { topic: TOPIC })).toMatchObject({
      result: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
  })

  it('refuses a missing, forged or expired auth token with close code 3000 and the reason', async () => {
    relay = await startRelay()
    const url = relay.url
    const refusal = async (auth: string | undefined) => {
      const query = new URLSearchParams({ useOnCloseEvent: 'true' })
      if (auth) query.set('auth', auth)
      return closeOf(new WebSocket(`${url}/?${query}`))
    }
    expect(await refusal(undefined)).toEqual({
      code: 3000,
      reason: 'Unauthorized: the auth token is missing',
    })
    const genuine = signClientJwt().jwt.split('.')
    const forged = [genuine[0], signClientJwt().jwt.split('.')[1], genuine[2]].join('.')
    expect(await refusal(forged)).toEqual({
      code: 3000,
      reason: 'Unauthorized: the auth token signature is invalid',
    })
    const now = Math.floor(Date.now() / 1000)
    expect(await refusal(signClientJwt({ iat: now - 7200, exp: now - 3600 }).jwt)).toEqual({
      code: 3000,
      reason: 'Unauthorized: the auth token has expired',
    })
    // A client that cannot read close reasons gets the HTTP status instead.
    const status = await new Promise<number | undefined>((resolve) => {
      const socket = new WebSocket(`${url}/?auth=${forged}`)
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode))
      socket.once('open', () => resolve(undefined))
    })
    expect(status).toBe(401)
  })

  it('caps connections per address with a retry-later close', async () => {
    relay = await startRelay({ limits: { maxConnectionsPerIp: 2 } })
    await open()
    await open()
    const query = new URLSearchParams({ auth: signClientJwt().jwt, useOnCloseEvent: 'true' })
    expect(await closeOf(new WebSocket(`${relay.url}/?${query}`))).toEqual({
      code: 1013,
      reason: 'Too many connections from this address',
    })
  })

  it('pings every socket and drops one that stopped answering', async () => {
    relay = await startRelay({ pingIntervalMs: 50 })
    const lively = await open()
    const pinged = new Promise((resolve) => lively.socket.once('ping', resolve))
    const silent = await open({ autoPong: false })
    const dropped = closeOf(silent.socket)
    await pinged
    expect((await dropped).code).toBe(1006)
    expect(lively.socket.readyState).toBe(WebSocket.OPEN)
  })
})

describe('the relay when its mailbox fails', () => {
  it('stays up when an acknowledgement cannot be recorded, and sends the message again', async () => {
    const lines: string[] = []
    const mailbox = createMemoryMailbox()
    const failing = {
      ...mailbox,
      acknowledge: () => Promise.reject(new Error('the mailbox is unreachable')),
    }
    relay = await startRelay({
      mailbox: failing,
      bus: createMemoryBus(),
      log: (line) => lines.push(line),
    })
    const publisher = await open()
    const subscriber = await open()
    await subscriber.call('irn_subscribe', { topic: TOPIC })
    await publisher.call('irn_publish', { topic: TOPIC, message: 'kept', ttl: 60 })
    const push = JSON.parse(await subscriber.next()) as Push
    subscriber.socket.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true }))
    await waitUntil(() => lines.some((line) => line.includes('the mailbox is unreachable')))
    // Still answering; the unrecorded message comes again on the next subscribe.
    const again = await open({ secretKey: subscriber.secretKey })
    await again.call('irn_subscribe', { topic: TOPIC })
    expect((JSON.parse(await again.next()) as Push).params.data.message).toBe('kept')
  })
})
