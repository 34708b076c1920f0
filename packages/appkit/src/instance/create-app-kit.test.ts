import { connect } from '@openappkit/controllers'
import { openModal, sendEvent } from '@openappkit/controllers/internal'
import { createMemoryAdapter } from '@openappkit/controllers/test-kit'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ADDRESS,
  createMemoryAppKit,
  networks,
  OTHER_ADDRESS,
  settle,
} from '../test-utils/memory-app-kit.ts'
import { getActiveAppKit } from './active-app-kit.ts'
import type { AppKit } from './types.ts'

let created: AppKit | undefined
function setup(...parameters: Parameters<typeof createMemoryAppKit>) {
  const result = createMemoryAppKit(...parameters)
  created = result.appKit
  return result
}

afterEach(() => {
  created?.destroy()
  created = undefined
})

describe('createAppKit', () => {
  it('reads account and network from the controllers as the wallet connects and moves', async () => {
    const { appKit, wallet } = setup()
    await appKit.ready
    expect(appKit.getState().initialized).toBe(true)
    expect(appKit.getIsConnectedState()).toBe(false)
    expect(appKit.getAddress()).toBeUndefined()
    expect(appKit.getChainId()).toBe(31337)
    expect(appKit.getCaipNetwork()?.caipNetworkId).toBe('eip155:31337')

    await connect(appKit.core, { connectorId: 'memory' })
    expect(appKit.getIsConnectedState()).toBe(true)
    expect(appKit.getAddress()).toBe(ADDRESS)
    expect(appKit.getCaipAddress()).toBe(`eip155:31337:${ADDRESS}`)
    expect(appKit.getAccount()).toEqual({
      address: ADDRESS,
      caipAddress: `eip155:31337:${ADDRESS}`,
      isConnected: true,
      status: 'connected',
    })
    expect(appKit.getAccount()).toBe(appKit.getAccount())

    wallet.switchAccount(OTHER_ADDRESS)
    await settle()
    expect(appKit.getAddress('eip155')).toBe(OTHER_ADDRESS)

    await appKit.switchNetwork(networks[1])
    expect(wallet.chainId).toBe(31338)
    expect(appKit.getChainId()).toBe(31338)
    expect(appKit.getCaipNetwork('eip155')?.name).toBe(networks[1].name)
    expect(appKit.getWalletProvider()).toBe(wallet)

    await appKit.disconnect()
    expect(appKit.getIsConnectedState()).toBe(false)
    expect(appKit.getAccount().status).toBe('disconnected')
  })

  it('notifies account and network subscribers of real changes until unsubscribed', async () => {
    const { appKit } = setup()
    await appKit.ready
    const accounts = vi.fn()
    const networkChanges = vi.fn()
    const stopAccount = appKit.subscribeAccount(accounts)
    const stopNetwork = appKit.subscribeNetwork(networkChanges)
    await connect(appKit.core, { connectorId: 'memory' })
    await settle()
    expect(accounts).toHaveBeenLastCalledWith(
      expect.objectContaining({ address: ADDRESS, isConnected: true, status: 'connected' }),
    )
    await appKit.switchNetwork(networks[1])
    await settle()
    expect(networkChanges).toHaveBeenLastCalledWith(
      expect.objectContaining({ chainId: 31338, caipNetworkId: 'eip155:31338' }),
    )
    const accountCalls = accounts.mock.calls.length
    const networkCalls = networkChanges.mock.calls.length
    stopAccount()
    stopNetwork()
    await appKit.disconnect()
    await appKit.switchNetwork(networks[0])
    await settle()
    expect(accounts).toHaveBeenCalledTimes(accountCalls)
    expect(networkChanges).toHaveBeenCalledTimes(networkCalls)
  })

  it('opens the modal, mounting it on first open, and reports it through subscribeState', async () => {
    const { appKit } = setup()
    await appKit.ready
    const states = vi.fn()
    const stop = appKit.subscribeState(states)
    expect(document.querySelector('[data-openappkit-modal]')).toBeNull()
    await appKit.open({ view: 'Networks' })
    expect(appKit.getState().open).toBe(true)
    expect(appKit.core.state.router.view).toBe('Networks')
    expect(document.querySelector('[data-openappkit-modal]')?.shadowRoot).toBeTruthy()
    await settle()
    expect(states).toHaveBeenLastCalledWith(expect.objectContaining({ open: true }))
    await appKit.close()
    await settle()
    expect(states).toHaveBeenLastCalledWith(expect.objectContaining({ open: false }))
    stop()
    await appKit.open()
    await settle()
    expect(states).toHaveBeenLastCalledWith(expect.objectContaining({ open: false }))
    expect(document.querySelectorAll('[data-openappkit-modal]')).toHaveLength(1)
    appKit.destroy()
    expect(document.querySelector('[data-openappkit-modal]')).toBeNull()
  })

  it('mounts the modal when a flow opens it', async () => {
    const { appKit } = setup()
    openModal(appKit.core, { view: 'Connect' })
    await vi.waitFor(() => {
      expect(document.querySelector('[data-openappkit-modal]')).not.toBeNull()
    })
  })

  it('reads, sets and reports the theme', async () => {
    const { appKit } = setup({ themeMode: 'light', themeVariables: { '--w3m-accent': '#f00' } })
    expect(appKit.getThemeMode()).toBe('light')
    expect(appKit.getThemeVariables()).toEqual({ '--w3m-accent': '#f00' })
    const themes = vi.fn()
    const stop = appKit.subscribeTheme(themes)
    appKit.setThemeMode('dark')
    await settle()
    expect(themes).toHaveBeenLastCalledWith({
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#f00' },
    })
    appKit.setThemeVariables({ '--w3m-font-family': 'serif' })
    await settle()
    expect(appKit.getTheme().themeVariables).toEqual({
      '--w3m-accent': '#f00',
      '--w3m-font-family': 'serif',
    })
    stop()
    appKit.setThemeMode('light')
    await settle()
    expect(themes).toHaveBeenCalledTimes(2)
    expect(() => appKit.setThemeMode('blue' as 'dark')).toThrow()
  })

  it('passes events to subscribeEvents listeners until unsubscribed', async () => {
    const { appKit } = setup()
    const events = vi.fn()
    const stop = appKit.subscribeEvents(events)
    await sendEvent(appKit.core, { type: 'track', event: 'CUSTOM' })
    expect(events).toHaveBeenCalledWith(
      expect.objectContaining({ data: { type: 'track', event: 'CUSTOM' } }),
    )
    stop()
    await sendEvent(appKit.core, { type: 'track', event: 'CUSTOM' })
    expect(events).toHaveBeenCalledTimes(1)
  })

  it('reports the connected wallet and fetches its balance', async () => {
    const { appKit } = setup()
    expect(await appKit.fetchBalance()).toMatchObject({
      isError: true,
      error: 'No account connected',
    })
    await appKit.ready
    const infos = vi.fn()
    const stop = appKit.subscribeWalletInfo(infos)
    await connect(appKit.core, { connectorId: 'memory' })
    await settle()
    expect(await appKit.fetchBalance()).toEqual({
      data: { balance: '1.5', symbol: 'ETH' },
      error: null,
      isSuccess: true,
      isError: false,
    })
    stop()
    expect(appKit.getWalletInfo()).toEqual(infos.mock.calls.at(-1)?.[0])
  })

  it('restores the session on load unless enableReconnect is false', async () => {
    const first = setup()
    await first.appKit.ready
    await connect(first.appKit.core, { connectorId: 'memory' })
    const storage = first.appKit.core.services.storage
    first.appKit.destroy()
    const { createAppKit } = await import('./create-app-kit.ts')
    // A page load creates its adapters anew; the destroyed one is silent for good.
    const reload = (enableReconnect: boolean) =>
      createAppKit(
        {
          networks: [...networks],
          adapters: [createMemoryAdapter({ wallet: first.wallet })],
          enableReconnect,
        },
        { storage, logger: first.appKit.core.services.logger },
      )
    const restored = reload(true)
    await restored.ready
    expect(restored.getAddress()).toBe(ADDRESS)
    restored.destroy()
    const fresh = reload(false)
    created = fresh
    await fresh.ready
    expect(fresh.getIsConnectedState()).toBe(false)
    expect(getActiveAppKit()).toBe(fresh)
  })

  it('hides the connectors enableEIP6963 and enableInjected turn off', async () => {
    const { appKit } = setup({ enableEIP6963: false })
    await appKit.ready
    expect(appKit.core.state.connectors.allConnectors).toEqual([])
    const other = createMemoryAppKit({ enableInjected: false })
    await other.appKit.ready
    expect(other.appKit.core.state.connectors.allConnectors.map((item) => item.id)).toEqual([
      'memory',
    ])
    other.appKit.destroy()
  })

  it('returns the provider of the wallet the namespace is connected through', async () => {
    const { appKit, wallet: provider } = setup()
    await appKit.ready
    expect(appKit.getWalletProvider('eip155')).toBeUndefined()
    await connect(appKit.core, { connectorId: 'memory' })
    expect(appKit.getWalletProvider('eip155')).toBe(provider)
    expect(appKit.getWalletProvider()).toBe(provider)
    expect(appKit.getWalletProvider('solana')).toBeUndefined()
  })

  it('applies customRpcUrls to the networks and api to the API client', () => {
    const { appKit } = setup({
      customRpcUrls: { 'eip155:31338': [{ url: 'http://127.0.0.1:9999' }] },
      api: 'http://127.0.0.1:8787',
    })
    expect(appKit.core.state.options.networks[1]?.rpcUrls.default.http).toEqual([
      'http://127.0.0.1:9999',
    ])
    expect(appKit.core.state.options.networks[0]?.rpcUrls.default.http).toEqual(
      networks[0].rpcUrls.default.http,
    )
    expect(appKit.core.api.enabled).toBe(true)
  })

  it('destroys its adapters: created, destroyed and created again, it hears each change once', async () => {
    const first = setup()
    await first.appKit.ready
    await connect(first.appKit.core, { connectorId: 'memory' })
    const heardByFirstAdapter = vi.fn()
    first.adapter.on('accountChanged', heardByFirstAdapter)
    const destroy = vi.spyOn(first.adapter, 'destroy')
    first.appKit.destroy()
    expect(destroy).toHaveBeenCalledTimes(1)

    const { createAppKit } = await import('./create-app-kit.ts')
    const again = createAppKit(
      { networks: [...networks], adapters: [createMemoryAdapter({ wallet: first.wallet })] },
      { storage: first.appKit.core.services.storage, logger: first.appKit.core.services.logger },
    )
    created = again
    await again.ready
    expect(again.getAddress()).toBe(ADDRESS)
    const accounts = vi.fn()
    again.subscribeAccount(accounts)
    const events = vi.fn()
    again.subscribeEvents(events)

    first.wallet.switchAccount(OTHER_ADDRESS)
    await settle()
    expect(accounts).toHaveBeenCalledTimes(1)
    expect(accounts).toHaveBeenLastCalledWith(expect.objectContaining({ address: OTHER_ADDRESS }))
    expect(heardByFirstAdapter).not.toHaveBeenCalled()
    expect(first.appKit.getAddress()).toBe(ADDRESS)
    await again.switchNetwork(networks[1])
    await settle()
    const switches = events.mock.calls.filter(([record]) => record.data.event === 'SWITCH_NETWORK')
    expect(switches).toHaveLength(1)
  })

  it('is the instance hooks and elements fall back to until destroyed', () => {
    const { appKit } = createMemoryAppKit()
    expect(getActiveAppKit()).toBe(appKit)
    appKit.destroy()
    expect(getActiveAppKit()).toBeUndefined()
  })

  it('rejects invalid options with one error naming the option', () => {
    expect(() => createMemoryAppKit({ networks: [] as never })).toThrow(
      'Invalid option "networks": at least one network is required',
    )
  })
})
