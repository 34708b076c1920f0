// @vitest-environment happy-dom

import { type Connector, STORAGE_KEYS } from '@openappkit/controllers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { devnetSetup, memoryStorage } from '../test/devnet-wallet.ts'
import { createLazyWagmiAdapter, type LoadWagmiAdapterMembers } from './lazy-wagmi-adapter.ts'

// Accounts 15 and 16 of the devnet belong to this file.
const RDNS = 'org.openappkit.lazy-wallet'
const { wallet, networks } = devnetSetup(15, RDNS)
const [first, second] = wallet.addresses as [`0x${string}`, `0x${string}`]

const importMembers: LoadWagmiAdapterMembers = () =>
  import('./wagmi-adapter.ts').then((module) => module.createWagmiAdapterMembers)

const created: Array<{ destroy(): void }> = []

/** A lazy adapter whose loader is a spy over the real import. */
function lazyAdapter(storage = memoryStorage(), loader = vi.fn(importMembers)) {
  const adapter = createLazyWagmiAdapter({ networks: [...networks], storage }, loader)
  created.push(adapter)
  return { adapter, loader, storage }
}

const shape = (connectors: readonly Connector[]) =>
  connectors.map(({ id, type, name, imageUrl, info }) => ({ id, type, name, imageUrl, info }))

afterEach(() => {
  for (const adapter of created.splice(0)) adapter.destroy()
  window.localStorage.clear()
  vi.unstubAllGlobals()
  wallet.reset()
})

describe('createLazyWagmiAdapter before a wallet is used', () => {
  it('lists the announced wallet, syncs and converts units without loading wagmi', async () => {
    const { adapter, loader } = lazyAdapter()
    const events: Connector[][] = []
    adapter.on('connectors', ({ connectors }) => events.push(connectors))
    expect(adapter.getConnectors().find((item) => item.id === RDNS)).toMatchObject({
      type: 'ANNOUNCED',
      name: `Test Wallet ${RDNS}`,
      chain: 'eip155',
      info: { rdns: RDNS },
    })
    await adapter.syncConnectors()
    expect(events.at(-1)?.map((item) => item.id)).toContain(RDNS)
    expect(adapter.parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(adapter.formatUnits(1_500_000n, 6)).toBe('1.5')
    expect(adapter).toMatchObject({ namespace: 'eip155', adapterType: 'wagmi' })
    expect(loader).not.toHaveBeenCalled()
  })

  it('loads the implementation on connect, once', async () => {
    const { adapter, loader } = lazyAdapter()
    const result = await adapter.connect({ id: RDNS, type: 'ANNOUNCED' })
    expect(result).toMatchObject({ id: RDNS, type: 'ANNOUNCED', address: first, chainId: 31337 })
    await adapter.getAccounts({ id: RDNS })
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('lists the same wallets before and after wagmi has loaded', async () => {
    vi.stubGlobal('ethereum', wallet)
    const { adapter } = lazyAdapter()
    const before = shape(adapter.getConnectors())
    expect(before.map((item) => item.type)).toEqual(['INJECTED', 'ANNOUNCED'])
    await adapter.preload()
    expect(shape(adapter.getConnectors())).toEqual(before)
  })

  it('loads once however often it is preloaded', async () => {
    const { adapter, loader } = lazyAdapter()
    await Promise.all([adapter.preload(), adapter.preload()])
    await adapter.preload()
    await adapter.connect({ id: RDNS, type: 'ANNOUNCED' })
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('tries the download again after it failed', async () => {
    const loader = vi
      .fn(importMembers)
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    const { adapter } = lazyAdapter(memoryStorage(), loader)
    await expect(adapter.preload()).rejects.toThrow('Failed to fetch dynamically imported module')
    await expect(adapter.connect({ id: RDNS, type: 'ANNOUNCED' })).resolves.toMatchObject({
      address: first,
    })
    expect(loader).toHaveBeenCalledTimes(2)
  })
})

describe('createLazyWagmiAdapter and stored sessions', () => {
  it("starts loading at creation when wagmi's storage holds a connection, and reconnects", async () => {
    const { adapter: connected, storage } = lazyAdapter()
    await connected.connect({ id: RDNS, type: 'ANNOUNCED' })
    wallet.rejectNextRequest()
    const reloaded = lazyAdapter(storage)
    // Synchronously, before the instance asks for the reconnect.
    expect(reloaded.loader).toHaveBeenCalledTimes(1)
    const restored = await reloaded.adapter.reconnect({ id: RDNS, type: 'ANNOUNCED' })
    expect(restored).toMatchObject({ address: first, chainId: 31337 })
    expect(reloaded.loader).toHaveBeenCalledTimes(1)
  })

  it('starts loading at creation when the instance remembers an eip155 connector', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.connectedConnectorIds,
      JSON.stringify({ eip155: RDNS }),
    )
    expect(lazyAdapter().loader).toHaveBeenCalledTimes(1)
  })

  it('stays unloaded after the visitor disconnected', async () => {
    const { adapter, storage } = lazyAdapter()
    await adapter.connect({ id: RDNS, type: 'ANNOUNCED' })
    await adapter.disconnect({ id: RDNS })
    window.localStorage.setItem(
      STORAGE_KEYS.connectedConnectorIds,
      JSON.stringify({ solana: 'phantom' }),
    )
    expect(lazyAdapter(storage).loader).not.toHaveBeenCalled()
  })

  it('waits for an async storage before deciding', async () => {
    const { adapter, storage } = lazyAdapter()
    await adapter.connect({ id: RDNS, type: 'ANNOUNCED' })
    const asyncStorage = {
      getItem: async (key: string) => storage.getItem(key),
      setItem: async (key: string, value: string) => storage.setItem(key, value),
      removeItem: async (key: string) => storage.removeItem(key),
    }
    const { loader } = lazyAdapter(asyncStorage as unknown as ReturnType<typeof memoryStorage>)
    expect(loader).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1))
  })
})

describe('createLazyWagmiAdapter events', () => {
  it('forwards the implementation’s events to listeners subscribed before it loaded', async () => {
    const { adapter } = lazyAdapter()
    const accounts: string[] = []
    const chains: Array<number | string> = []
    adapter.on('accountChanged', ({ address }) => accounts.push(address))
    adapter.on('chainChanged', ({ chainId }) => chains.push(chainId))
    await adapter.connect({ id: RDNS, type: 'ANNOUNCED' })
    wallet.switchAccount(1)
    wallet.switchChain(31338)
    await vi.waitFor(() => {
      expect(accounts).toContain(second)
      expect(chains).toContain(31338)
    })
  })

  it('hears nothing once destroyed, even when the code arrives afterwards', async () => {
    const { adapter, loader } = lazyAdapter()
    const heard: string[] = []
    adapter.on('connectors', () => heard.push('connectors'))
    adapter.on('accountChanged', () => heard.push('accountChanged'))
    const loading = adapter.preload()
    adapter.destroy()
    await loading
    await adapter.syncConnectors()
    expect(heard).toEqual([])
    expect(loader).toHaveBeenCalledTimes(1)
    expect(() => adapter.destroy()).not.toThrow()
  })
})
