import { createTestWallet } from '@openappkit/testing'
import { type StartRedisServerReturnType, startRedisServer } from '@openappkit/testing/node'
import { createWalletConnectTestWallet } from '@openappkit/testing/walletconnect'
import { createClient } from 'redis'
import { type Hex, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectRedisRelayStorage, type RelayMessage } from '../src/index.ts'
import { createDappClient, waitUntil } from './dapp-client.ts'
import { type RelayProcess, startRelayProcess } from './relay-process.ts'

let redis: StartRedisServerReturnType
const relays: RelayProcess[] = []

beforeAll(async () => {
  redis = await startRedisServer()
})

afterAll(async () => {
  for (const relay of relays) await relay.stop()
  await redis?.stop()
})

const topic = 'ef'.repeat(32)
let topics = 0
const message = (id: string, overrides: Partial<RelayMessage> = {}): RelayMessage => ({
  id,
  topic,
  message: `envelope-${id}`,
  publishedAt: Date.now(),
  expiresAt: Date.now() + 60_000,
  tag: 1100,
  publisherId: 'did:key:dapp',
  ...overrides,
})
/** A topic no other test wrote to. */
const freshTopic = () => `${(++topics).toString(16).padStart(2, '0')}`.repeat(32)

describe('the relay over Redis', () => {
  it('keeps a message for every client but its publisher until each acknowledges it', async () => {
    const { mailbox, bus } = await connectRedisRelayStorage(redis.url, 2)
    try {
      expect(await mailbox.store(message('1'))).toBe(true)
      expect(await mailbox.store(message('1'))).toBe(false)
      expect(await mailbox.pending(topic, 'did:key:dapp')).toEqual([])
      expect((await mailbox.pending(topic, 'did:key:wallet')).map(({ id }) => id)).toEqual(['1'])
      await mailbox.acknowledge(topic, '1', 'did:key:wallet')
      expect(await mailbox.pending(topic, 'did:key:wallet')).toEqual([])
      await mailbox.store(message('2'))
      await expect(mailbox.store(message('3'))).rejects.toThrow('Mailbox full')
    } finally {
      await mailbox.close()
      await bus.close()
    }
  })

  it('stores and announces in one step: another process hears the message whole, and once', async () => {
    const publishing = await connectRedisRelayStorage(redis.url)
    const listening = await connectRedisRelayStorage(redis.url)
    try {
      const heard: RelayMessage[] = []
      listening.bus.onAnnounce((announced) => heard.push(announced))
      const on = freshTopic()
      const first = message('a1', { topic: on, attestation: 'attested' })
      const second = message('a2', { topic: on })
      expect(await publishing.storeAndAnnounce(first)).toBe(true)
      // Held already: neither kept again nor announced again.
      expect(await publishing.storeAndAnnounce(first)).toBe(false)
      expect(await publishing.storeAndAnnounce(second)).toBe(true)
      // One channel, in order: a second announcement of the first would come before the second.
      await waitUntil(() => heard.length === 2)
      expect(heard).toEqual([first, second])
      expect(await listening.mailbox.get(on, 'a1')).toEqual(first)
      // The mailbox alone stores without announcing.
      expect(await publishing.mailbox.store(message('a3', { topic: on }))).toBe(true)
      expect(await publishing.storeAndAnnounce(message('a4', { topic: on }))).toBe(true)
      await waitUntil(() => heard.length === 3)
      expect(heard.map(({ id }) => id)).toEqual(['a1', 'a2', 'a4'])
    } finally {
      await publishing.mailbox.close()
      await listening.mailbox.close()
    }
  })

  it("lets a message, its acknowledgements and its topic's index expire with its ttl", async () => {
    const { mailbox } = await connectRedisRelayStorage(redis.url)
    const client = createClient({ url: redis.url })
    await client.connect()
    try {
      const on = freshTopic()
      const now = Date.now()
      const early = message('t1', { topic: on, publishedAt: now, expiresAt: now + 30_000 })
      const late = message('t2', { topic: on, publishedAt: now + 1, expiresAt: now + 90_000 })
      await mailbox.store(late)
      await mailbox.store(early)
      await mailbox.acknowledge(on, 't1', 'did:key:wallet')
      const expiry = (key: string) => client.pExpireTime(key)
      expect(await expiry(`relay:message:${on}:t1`)).toBe(early.expiresAt)
      expect(await expiry(`relay:ack:${on}:t1`)).toBe(early.expiresAt)
      // The index lives as long as the longest-lived message it lists.
      expect(await expiry(`relay:topic:${on}`)).toBe(late.expiresAt)
      // Expired: nothing recorded, nothing left.
      const gone = message('t3', { topic: on, expiresAt: Date.now() + 1000 })
      expect(await mailbox.store(gone)).toBe(true)
      await waitUntil(async () => (await mailbox.get(on, 't3')) === undefined)
      await mailbox.acknowledge(on, 't3', 'did:key:wallet')
      expect(await client.exists(`relay:ack:${on}:t3`)).toBe(0)
      // Oldest first; the expired one is dropped from the index as it is read.
      expect((await mailbox.pending(on, 'did:key:other')).map(({ id }) => id)).toEqual(['t1', 't2'])
      expect(await client.zRange(`relay:topic:${on}`, 0, -1)).toEqual(['t1', 't2'])
    } finally {
      await client.quit()
      await mailbox.close()
    }
  })

  it('makes room in a full topic for a new message once an older one expired', async () => {
    const { mailbox } = await connectRedisRelayStorage(redis.url, 2)
    const client = createClient({ url: redis.url })
    await client.connect()
    try {
      const on = freshTopic()
      await mailbox.store(message('f1', { topic: on }))
      await mailbox.store(message('f2', { topic: on }))
      await expect(mailbox.store(message('f3', { topic: on }))).rejects.toThrow('Mailbox full')
      // f1 expires: its key goes, the topic's index still lists it.
      await client.del(`relay:message:${on}:f1`)
      expect(await client.zCard(`relay:topic:${on}`)).toBe(2)
      expect(await mailbox.store(message('f3', { topic: on }))).toBe(true)
      expect(await client.zRange(`relay:topic:${on}`, 0, -1)).toEqual(['f2', 'f3'])
    } finally {
      await client.quit()
      await mailbox.close()
    }
  })

  it('keeps working when the server forgot its scripts (a restart, SCRIPT FLUSH)', async () => {
    const { mailbox, storeAndAnnounce } = await connectRedisRelayStorage(redis.url)
    const client = createClient({ url: redis.url })
    await client.connect()
    try {
      const on = freshTopic()
      await client.scriptFlush()
      expect(await storeAndAnnounce(message('s1', { topic: on }))).toBe(true)
      await client.scriptFlush()
      await mailbox.acknowledge(on, 's1', 'did:key:wallet')
      await client.scriptFlush()
      expect(await mailbox.pending(on, 'did:key:wallet')).toEqual([])
      expect((await mailbox.pending(on, 'did:key:other')).map(({ id }) => id)).toEqual(['s1'])
    } finally {
      await client.quit()
      await mailbox.close()
    }
  })

  it('pairs a dapp on one relay process with a wallet on another, both in Redis mode', async () => {
    const [first, second] = await Promise.all([
      startRelayProcess(['--redis', redis.url]),
      startRelayProcess(['--redis', redis.url]),
    ])
    relays.push(first, second)
    expect(first.url).not.toBe(second.url)
    const dapp = await createDappClient(first.url)
    const phone = await createWalletConnectTestWallet({
      relayUrl: second.url,
      wallet: createTestWallet({
        privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
        rpcUrls: { 31337: 'http://127.0.0.1:9' },
        announceTarget: null,
      }),
      chainIds: [31337],
      autoApprove: true,
    })
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
      },
    })
    await phone.pair(uri as string)
    const session = await approval()
    const address = phone.wallet.address
    const signature = (await dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [toHex('across relays'), address] },
    })) as Hex
    expect(await verifyMessage({ address, message: 'across relays', signature })).toBe(true)
    await phone.close()
    await dapp.core.relayer.transportClose()
  })
})
