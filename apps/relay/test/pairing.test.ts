import { createTestWallet } from '@openappkit/testing'
import { blockNonLocalFetch } from '@openappkit/testing/node'
import { createWalletConnectTestWallet } from '@openappkit/testing/walletconnect'
import { type Hex, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartRelayReturnType, startRelay } from '../src/index.ts'
import { createDappClient, waitUntil } from './dapp-client.ts'

// anvil's first two public test keys: real keys, real signatures, no node needed for signing.
const KEYS: [Hex, Hex] = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
]
const NAMESPACES = {
  eip155: {
    chains: ['eip155:31337', 'eip155:31338'],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
  },
}

let relay: StartRelayReturnType
// Any HTTP request of the clients is recorded; none may leave the machine.
const fetchGuard = blockNonLocalFetch()

beforeAll(async () => {
  relay = await startRelay()
})

afterAll(async () => {
  await relay?.stop()
  fetchGuard.restore()
})

const newWallet = () =>
  createWalletConnectTestWallet({
    relayUrl: relay.url,
    wallet: createTestWallet({
      privateKey: KEYS,
      rpcUrls: { 31337: 'http://127.0.0.1:9', 31338: 'http://127.0.0.1:9' },
      announceTarget: null,
    }),
    chainIds: [31337, 31338],
  })

describe('a dapp and a wallet pairing through our relay', () => {
  it('delivers a proposal published before the wallet connected, then settles the session', async () => {
    const dapp = await createDappClient(relay.url)
    const { uri, approval } = await dapp.connect({ optionalNamespaces: NAMESPACES })
    if (!uri) throw new Error('no pairing URI')
    const pairingTopic = uri.slice('wc:'.length).split('@')[0] as string
    // The proposal waits in the mailbox: the wallet has not even opened its socket yet.
    await waitUntil(
      async () => (await relay.node.mailbox.pending(pairingTopic, 'anyone')).length > 0,
    )

    const phone = await newWallet()
    await phone.pair(uri)
    const proposal = await phone.nextProposal()
    expect(proposal.params.proposer.metadata.name).toBe('Relay test dapp')
    const [walletSession, dappSession] = await Promise.all([proposal.approve(), approval()])
    expect(dappSession.topic).toBe(walletSession.topic)
    const address = phone.wallet.address
    expect(dappSession.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${address}`,
      `eip155:31338:${address}`,
    ])

    const message = 'Signed over our own relay'
    const signature = (await dapp.request({
      topic: dappSession.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [toHex(message), address] },
    })) as Hex
    expect(await verifyMessage({ address, message, signature })).toBe(true)

    // The relay restarts mid-session: both clients reconnect by themselves and go on.
    const { port } = relay
    await relay.stop()
    relay = await startRelay({ port })
    const restarted = relay
    await waitUntil(
      () => [...restarted.node.connections].filter((c) => c.topics.size > 0).length === 2,
    )
    const afterRestart = 'Signed after the relay restarted'
    const secondSignature = (await dapp.request({
      topic: dappSession.topic,
      chainId: 'eip155:31338',
      request: { method: 'personal_sign', params: [toHex(afterRestart), address] },
    })) as Hex
    expect(
      await verifyMessage({ address, message: afterRestart, signature: secondSignature }),
    ).toBe(true)
    expect(phone.requests.map(({ chainId }) => chainId)).toEqual(['eip155:31337', 'eip155:31338'])

    const deleted = new Promise((resolve) => dapp.on('session_delete', resolve))
    await phone.disconnect()
    await deleted
    expect(dapp.session.getAll()).toEqual([])
    await phone.close()
    await dapp.core.relayer.transportClose()
  })

  it('carries a rejected proposal back to the dapp as a rejection', async () => {
    const dapp = await createDappClient(relay.url)
    const { uri, approval } = await dapp.connect({ optionalNamespaces: NAMESPACES })
    const phone = await newWallet()
    await phone.pair(uri as string)
    await (await phone.nextProposal()).reject()
    await expect(approval()).rejects.toMatchObject({ code: 5000 })
    await phone.close()
    await dapp.core.relayer.transportClose()
  })

  it('made no request to any host but 127.0.0.1', () => {
    expect(fetchGuard.attempts).toEqual([])
  })
})
