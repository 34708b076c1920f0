import { createTestWallet } from '@openappkit/testing'
import { type StartRedisServerReturnType, startRedisServer } from '@openappkit/testing/node'
import { createWalletConnectTestWallet } from '@openappkit/testing/walletconnect'
import { type Hex, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectRedisRelayStorage, type RelayMessage } from '../src/index.ts'
import { createDappClient } from './dapp-client.ts'
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
const message = (id: string): RelayMessage => ({
  id,
  topic,
  message: `envelope-${id}`,
  publishedAt: Date.now(),
  expiresAt: Date.now() + 60_000,
  tag: 1100,
  publisherId: 'did:key:dapp',
})

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
