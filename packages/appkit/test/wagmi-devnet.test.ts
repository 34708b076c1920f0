import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { connect, createLogger, createMemoryStorage } from '@openappkit/controllers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../src/instance/create-app-kit.ts'
import type { AppKit } from '../src/instance/types.ts'
import { devnetSetup, memoryStorage, nodeBalance } from './devnet-wallet.ts'

const RDNS = 'org.openappkit.appkit-wallet'
const { wallet, networks, rpcUrls } = devnetSetup(2, RDNS)
const instances: AppKit[] = []

function pageLoad() {
  const adapter = createWagmiAdapter({ networks: [...networks], storage: memoryStorage() })
  const appKit = createAppKit(
    { networks: [...networks], adapters: [adapter] },
    { storage: createMemoryStorage(), logger: createLogger({ level: 'silent' }) },
  )
  instances.push(appKit)
  return appKit
}

afterEach(() => {
  for (const instance of instances.splice(0)) instance.destroy()
  wallet.reset()
})

describe('createAppKit over the wagmi adapter and the test wallet on the devnet', () => {
  it('connects, reads the balance from the node, switches network and disconnects', async () => {
    const appKit = pageLoad()
    await appKit.ready
    const accounts = vi.fn()
    appKit.subscribeAccount(accounts)
    await connect(appKit.core, { connectorId: RDNS })
    const [address] = wallet.addresses
    expect(appKit.getAddress()).toBe(address)
    expect(appKit.getCaipAddress()).toBe(`eip155:31337:${address}`)
    expect(appKit.getIsConnectedState()).toBe(true)
    // The provider the integrator gets is the wallet's own EIP-1193 object, not a reactive copy.
    expect(appKit.getWalletProvider('eip155')).toBe(wallet)
    await expect(wallet.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    await vi.waitFor(() => {
      expect(accounts).toHaveBeenLastCalledWith(expect.objectContaining({ address }))
    })

    const balance = await appKit.fetchBalance()
    expect(balance.data).toEqual({
      balance: await nodeBalance(rpcUrls[31337] as string, address as string),
      symbol: 'ETH',
    })

    const networkChanges = vi.fn()
    appKit.subscribeNetwork(networkChanges)
    await appKit.switchNetwork(networks[1])
    expect(wallet.chainId).toBe(31338)
    await vi.waitFor(() => {
      expect(networkChanges).toHaveBeenLastCalledWith(expect.objectContaining({ chainId: 31338 }))
    })
    expect(appKit.getChainId()).toBe(31338)

    await appKit.disconnect()
    expect(appKit.getIsConnectedState()).toBe(false)
    expect(appKit.getWalletProvider('eip155')).toBeUndefined()
    expect(wallet.authorized).toBe(false)
  })

  it('turns a refusal in the wallet into "Connection rejected" and stays disconnected', async () => {
    const appKit = pageLoad()
    await appKit.ready
    wallet.rejectNextRequest()
    await expect(connect(appKit.core, { connectorId: RDNS })).rejects.toThrow('Connection rejected')
    expect(appKit.getAccount()).toMatchObject({ isConnected: false, status: 'disconnected' })
  })
})
