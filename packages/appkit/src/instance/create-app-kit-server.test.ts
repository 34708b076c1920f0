// @vitest-environment node
import { devnetEvm } from '@openappkit/common/networks'
import { createMemoryAdapter, createMemoryWallet } from '@openappkit/controllers/test-kit'
import { describe, expect, it, vi } from 'vitest'
import { getActiveAppKit } from './active-app-kit.ts'
import { createAppKit } from './create-app-kit.ts'

describe('createAppKit on the server', () => {
  it('creates an instance without touching browser globals, the network or the modal', async () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined')
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const wallet = createMemoryWallet({ addresses: ['0xabc'], networks: [devnetEvm] })
    const adapter = createMemoryAdapter({ wallet })
    const reconnect = vi.spyOn(adapter, 'reconnect')
    const appKit = createAppKit({ networks: [devnetEvm], adapters: [adapter] })
    await appKit.ready
    expect(appKit.getState()).toEqual({
      open: false,
      loading: false,
      initialized: true,
      activeChain: 'eip155',
      selectedNetworkId: 'eip155:31337',
    })
    await appKit.open()
    expect(appKit.getState().open).toBe(true)
    expect(appKit.core.services.window).toBeUndefined()
    expect(reconnect).not.toHaveBeenCalled()
    expect(fetch).not.toHaveBeenCalled()
    appKit.destroy()
  })

  it('becomes no process-wide active instance: each belongs to its own render', () => {
    const appKit = createAppKit({ networks: [devnetEvm] })
    expect(getActiveAppKit()).toBeUndefined()
    appKit.destroy()
  })

  it('imports without side effects', async () => {
    const module = await import('../index.ts')
    expect(typeof module.createAppKit).toBe('function')
    expect(typeof (globalThis as { customElements?: unknown }).customElements).toBe('undefined')
  })
})
