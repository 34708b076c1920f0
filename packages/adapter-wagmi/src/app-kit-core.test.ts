// @vitest-environment happy-dom
import {
  type AppKitCore,
  connect,
  createAppKitCore,
  createLogger,
  createMemoryStorage,
  disconnect,
  initialize,
  type KeyValueStorage,
  switchNetwork,
} from '@openappkit/controllers'
import { afterEach, describe, expect, it } from 'vitest'
import { devnetSetup, memoryStorage } from '../test/devnet-wallet.ts'
import { createWagmiAdapter } from './create-wagmi-adapter.ts'

// Accounts 6 and 7 of the devnet belong to this file.
const RDNS = 'org.openappkit.core-wallet'
const { wallet, networks } = devnetSetup(6, RDNS)

/** One page load: an instance with the wagmi adapter, over the visitor's storages. */
async function pageLoad(storages: { appkit: KeyValueStorage; wagmi: KeyValueStorage }) {
  const adapter = createWagmiAdapter({ networks: [...networks], storage: storages.wagmi })
  const core = createAppKitCore(
    { networks: [...networks], adapters: [adapter] },
    { storage: storages.appkit, logger: createLogger({ level: 'silent' }), window: undefined },
  )
  await initialize(core)
  return core
}

const account = (core: AppKitCore) => core.state.chains.chains.eip155?.accountState
const network = (core: AppKitCore) => core.state.chains.chains.eip155?.networkState.caipNetwork
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

afterEach(() => {
  wallet.reset()
})

describe('the controllers flows over the wagmi adapter and the test wallet', () => {
  it('connects, follows the wallet, and restores the session after a reload without a prompt', async () => {
    const storages = { appkit: createMemoryStorage(), wagmi: memoryStorage() }
    const core = await pageLoad(storages)
    expect(account(core)?.status).toBe('disconnected')
    await connect(core, { connectorId: RDNS })
    expect(account(core)).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:31337:${wallet.addresses[0]}`,
    })

    wallet.switchAccount(1)
    await settle()
    expect(account(core)?.caipAddress).toBe(`eip155:31337:${wallet.addresses[1]}`)

    await switchNetwork(core, { caipNetwork: networks[1] })
    await settle()
    expect(wallet.chainId).toBe(31338)
    expect(network(core)?.id).toBe(31338)

    wallet.rejectNextRequest()
    const reloaded = await pageLoad(storages)
    expect(account(reloaded)).toMatchObject({
      status: 'connected',
      address: wallet.addresses[1],
    })
  })

  it('turns a refusal in the wallet into "Connection rejected" and leaves the state clean', async () => {
    const core = await pageLoad({ appkit: createMemoryStorage(), wagmi: memoryStorage() })
    wallet.rejectNextRequest()
    await expect(connect(core, { connectorId: RDNS })).rejects.toThrow('Connection rejected')
    expect(account(core)?.status).toBe('disconnected')
    expect(account(core)?.caipAddress).toBeUndefined()
  })

  it('clears the state when the dapp disconnects, and does not reconnect after a reload', async () => {
    const storages = { appkit: createMemoryStorage(), wagmi: memoryStorage() }
    const core = await pageLoad(storages)
    await connect(core, { connectorId: RDNS })
    await disconnect(core)
    await settle()
    expect(account(core)?.status).toBe('disconnected')
    expect(wallet.authorized).toBe(false)
    expect(account(await pageLoad(storages))?.status).toBe('disconnected')
  })

  it('clears the state when the visitor disconnects from the wallet', async () => {
    const core = await pageLoad({ appkit: createMemoryStorage(), wagmi: memoryStorage() })
    await connect(core, { connectorId: RDNS })
    wallet.disconnect()
    await settle()
    expect(account(core)?.status).toBe('disconnected')
  })
})
