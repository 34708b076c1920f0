// @vitest-environment happy-dom
import { defineLocalNetworks, defineNetwork } from '@openappkit/common/networks'
import type { ChainAdapterEventName, EmbeddedWalletEip1193Provider } from '@openappkit/controllers'
import {
  cookieStorage,
  cookieToInitialState,
  createStorage,
  custom,
  getPublicClient,
  http,
  hydrate,
  reconnect,
} from '@wagmi/core'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { devnetSetup, memoryStorage, nodeBalance } from '../test/devnet-wallet.ts'
import { createWagmiAdapter } from './create-wagmi-adapter.ts'
import { getConnection } from './wagmi-actions.ts'
import { WagmiAdapter } from './wagmi-adapter.ts'

// Accounts 11 and 12 of the devnet belong to this file.
const RDNS = 'org.openappkit.class-wallet'
const { wallet, networks, rpcUrls } = devnetSetup(11, RDNS)
const [first, second] = wallet.addresses as [`0x${string}`, `0x${string}`]
const { devnetSolana } = defineLocalNetworks()
// The devnet's first chain behind an RPC URL nothing answers: reads only work through overrides.
const unreachable = defineNetwork({
  ...networks[0],
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})

afterEach(() => {
  wallet.reset()
})

describe('new WagmiAdapter (the incumbent form)', () => {
  it('holds the wagmi config from creation; createWagmiAdapter is the lazy one without it', () => {
    const adapter = new WagmiAdapter({ projectId: 'p1', networks: [...networks] })
    const made = createWagmiAdapter({ projectId: 'p1', networks: [...networks] })
    expect(adapter).toBeInstanceOf(WagmiAdapter)
    expect(made).not.toBeInstanceOf(WagmiAdapter)
    expect(made).not.toHaveProperty('wagmiConfig')
    expect(made).toMatchObject({ namespace: 'eip155', adapterType: 'wagmi', projectId: 'p1' })
    expect(adapter).toMatchObject({ namespace: 'eip155', adapterType: 'wagmi', projectId: 'p1' })
    expect(adapter.wagmiChains.map((chain) => chain.id)).toEqual([31337, 31338])
    expect(adapter.wagmiConfig.chains).toBe(adapter.wagmiChains)
  })

  it('keeps its methods when they are taken off the object', async () => {
    const { connect, signMessage } = new WagmiAdapter({
      networks: [...networks],
      storage: memoryStorage(),
    })
    const { address } = await connect({ id: RDNS, type: 'ANNOUNCED' })
    expect(address).toBe(first)
    expect((await signMessage({ message: 'hi', address })).signature).toMatch(/^0x/)
  })

  it("takes a multichain list of networks and keeps the eip155 ones, as the incumbent's", () => {
    const adapter = new WagmiAdapter({ networks: [networks[0], devnetSolana, networks[1]] })
    expect(adapter.wagmiChains.map((chain) => chain.id)).toEqual([31337, 31338])
    expect(adapter.getConnectors().every((item) => item.chains.length === 2)).toBe(true)
  })

  it('passes wagmi options through: ssr, pollingInterval', () => {
    const adapter = new WagmiAdapter({ networks: [...networks], ssr: true, pollingInterval: 1234 })
    expect(adapter.wagmiConfig._internal.ssr).toBe(true)
    expect(getPublicClient(adapter.wagmiConfig)?.pollingInterval).toBe(1234)
  })
})

describe('WagmiAdapter: RPC endpoints', () => {
  it("reads through the incumbent's customRpcUrls map (CAIP-2 id → [{ url }])", async () => {
    const adapter = new WagmiAdapter({
      networks: [unreachable],
      customRpcUrls: { 'eip155:31337': [{ url: rpcUrls[31337] as string }] },
    })
    const expected = await nodeBalance(rpcUrls[31337] as string, first)
    expect((await adapter.getBalance({ address: first, caipNetwork: unreachable })).balance).toBe(
      expected,
    )
    const client = getPublicClient(adapter.wagmiConfig, { chainId: 31337 })
    expect(await client?.getChainId()).toBe(31337)
  })

  it("uses the integrator's wagmi transport for its chain", async () => {
    const requests: string[] = []
    const node = http(rpcUrls[31337])({ chain: undefined })
    const counting = custom({
      request(arguments_: { method: string; params?: unknown }) {
        requests.push(arguments_.method)
        return node.request(arguments_ as never)
      },
    })
    const adapter = new WagmiAdapter({
      networks: [unreachable],
      transports: { 31337: counting },
    })
    const client = getPublicClient(adapter.wagmiConfig, { chainId: 31337 })
    expect(await client?.getBlockNumber()).toBeTypeOf('bigint')
    expect(requests).toContain('eth_blockNumber')
  })
})

describe('WagmiAdapter: storage', () => {
  it('keeps the session in a wagmi cookie storage that cookieToInitialState reads (SSR)', async () => {
    const storage = createStorage({ storage: cookieStorage })
    onTestFinished(async () => {
      await storage.removeItem('store')
      await storage.removeItem('recentConnectorId')
    })
    const adapter = new WagmiAdapter({ networks: [...networks], ssr: true, storage })
    await adapter.connect({ id: RDNS, type: 'ANNOUNCED' })
    await expect.poll(() => document.cookie).toContain('wagmi.store=')
    const requestCookie = document.cookie

    // What a server render does with the request's Cookie header.
    const server = new WagmiAdapter({ networks: [...networks], ssr: true, storage })
    const state = cookieToInitialState(server.wagmiConfig, requestCookie)
    const [connection] = [...(state?.connections.values() ?? [])]
    expect(connection?.accounts).toEqual([first])
    expect(state?.chainId).toBe(31337)

    // And the page, loaded again: while React hydrates, <WagmiProvider initialState> gives wagmi's
    // store the server's state, which the adapter leaves alone (no storage read, no reconnect)
    // until the provider mounts; then it restores the session without a prompt.
    wallet.rejectNextRequest()
    const reloaded = new WagmiAdapter({ networks: [...networks], ssr: true, storage })
    const provider = hydrate(reloaded.wagmiConfig, {
      initialState: cookieToInitialState(reloaded.wagmiConfig, requestCookie),
      reconnectOnMount: true,
    })
    // wagmi types its store through zustand's `Mutate`, which collapses to `never` from here.
    const { persist } = reloaded.wagmiConfig._internal.store as unknown as {
      persist: { onHydrate(listener: () => void): () => void }
    }
    let mounted = false
    const storageReads: boolean[] = []
    onTestFinished(persist.onHydrate(() => storageReads.push(mounted)))
    const syncing = reloaded.syncConnectors()
    const restoring = reloaded.reconnect({ id: RDNS, type: 'ANNOUNCED' })
    expect(getConnection(reloaded.wagmiConfig)).toMatchObject({
      status: 'reconnecting',
      address: first,
    })
    mounted = true
    await provider.onMount()
    await syncing
    expect(await restoring).toMatchObject({ address: first })
    // Storage was read once, by the provider's mount.
    expect(storageReads).toEqual([true])
  })

  it('works without any storage (storage: null)', async () => {
    const adapter = new WagmiAdapter({ networks: [...networks], storage: null })
    await adapter.syncConnectors()
    expect((await adapter.connect({ id: RDNS, type: 'ANNOUNCED' })).address).toBe(first)
  })

  it("waits for a reconnect the integrator's WagmiProvider started on mount", async () => {
    const storage = memoryStorage()
    await new WagmiAdapter({ networks: [...networks], storage }).connect({
      id: RDNS,
      type: 'ANNOUNCED',
    })
    const reloaded = new WagmiAdapter({ networks: [...networks], storage })
    // wagmi's <WagmiProvider reconnectOnMount> runs this; a second reconnect gets nothing back.
    const providers = reconnect(reloaded.wagmiConfig)
    const ours = await reloaded.reconnect({ id: RDNS, type: 'ANNOUNCED' })
    expect(ours).toMatchObject({ address: first, chainId: 31337 })
    expect((await providers).map((connection) => connection.accounts[0])).toEqual([first])
  })
})

describe('WagmiAdapter: destroy()', () => {
  const EVENTS: ChainAdapterEventName[] = ['accountChanged', 'chainChanged', 'disconnect']

  it('stops following the wallet, leaves it connected, and runs twice', async () => {
    const storage = memoryStorage()
    const adapter = new WagmiAdapter({ networks: [...networks], storage })
    await adapter.connect({ id: RDNS, type: 'ANNOUNCED' })
    const heard = vi.fn()
    for (const event of EVENTS) adapter.on(event, heard)
    adapter.destroy()
    adapter.destroy()

    const next = new WagmiAdapter({ networks: [...networks], storage })
    expect(await next.reconnect({ id: RDNS, type: 'ANNOUNCED' })).toMatchObject({ address: first })
    wallet.switchAccount(1)
    await expect.poll(() => getConnection(next.wagmiConfig).address).toBe(second)
    // The destroyed adapter's config no longer hears the wallet (nor writes the shared storage).
    expect(getConnection(adapter.wagmiConfig).address).toBe(first)
    expect(heard).not.toHaveBeenCalled()
    expect(wallet.authorized).toBe(true)
    next.destroy()
  })

  it('stops listening for EIP-6963 announcements', async () => {
    const adapter = new WagmiAdapter({ networks: [...networks], storage: memoryStorage() })
    const control = new WagmiAdapter({ networks: [...networks], storage: memoryStorage() })
    await adapter.syncConnectors()
    await control.syncConnectors()
    const known = adapter.getConnectors().map((item) => item.id)
    adapter.destroy()
    // A wallet loading late announces itself: the live adapter hears it, the destroyed one not.
    const { wallet: late } = devnetSetup(13, 'org.openappkit.late-class-wallet')
    const ids = (of: WagmiAdapter) => of.getConnectors().map((item) => item.id)
    await expect.poll(() => ids(control)).toContain('org.openappkit.late-class-wallet')
    expect(ids(adapter)).toEqual(known)
    late.destroy()
    control.destroy()
  })

  it("removes its listeners from the site's providers without ending their session", async () => {
    const provider = fakeEmbeddedWallet(first)
    const adapter = new WagmiAdapter({ networks: [...networks], storage: memoryStorage() })
    adapter.setEmbeddedWalletProvider(provider)
    await adapter.connect({ id: 'ID_AUTH', type: 'AUTH' })
    expect(provider.listenerCount()).toBe(3)
    adapter.destroy()
    expect(provider.listenerCount()).toBe(0)
    expect(provider.methods).not.toContain('wallet_revokePermissions')
  })
})

describe('WagmiAdapter: estimateGas', () => {
  it("asks the embedded wallet, which answers for the account it sends as, others' the node", async () => {
    const provider = fakeEmbeddedWallet(first)
    const adapter = new WagmiAdapter({ networks: [...networks], storage: memoryStorage() })
    onTestFinished(() => adapter.destroy())
    const request = { address: first, to: second, value: 1n, caipNetwork: networks[0] }
    // Not connected: the node estimates the plain transfer.
    expect(await adapter.estimateGas(request)).toEqual({ gas: 21_000n })
    adapter.setEmbeddedWalletProvider(provider)
    await adapter.connect({ id: 'ID_AUTH', type: 'AUTH' })
    // A smart account's UserOperation: the wallet's figure, not the call's.
    expect(await adapter.estimateGas(request)).toEqual({ gas: 400_000n })
    expect(provider.estimates).toEqual([{ from: first, to: second, value: '0x1' }])
  })
})

/** An embedded-wallet provider holding one account on 31337, counting its listeners. */
function fakeEmbeddedWallet(address: string) {
  const listeners = new Set<string>()
  const methods: string[] = []
  const estimates: unknown[] = []
  const provider = {
    isEmbeddedWallet: true as const,
    methods,
    estimates,
    listenerCount: () => listeners.size,
    async request({ method, params }: { method: string; params?: unknown }) {
      methods.push(method)
      if (method === 'eth_chainId') return '0x7a69'
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [address]
      if (method === 'eth_estimateGas') {
        estimates.push((params as unknown[])[0])
        return '0x61a80'
      }
      return null
    },
    on(event: string) {
      listeners.add(event)
      return provider
    },
    removeListener(event: string) {
      listeners.delete(event)
      return provider
    },
  }
  return provider satisfies EmbeddedWalletEip1193Provider
}
