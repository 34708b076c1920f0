import { subscribe } from 'valtio/vanilla'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '../flows/modal/open-modal.ts'
import { setActiveCaipNetwork } from '../state/chain/set-active-caip-network.ts'
import { setCaipAddress } from '../state/chain/set-caip-address.ts'
import { addRecentWallet } from '../state/connector/add-recent-wallet.ts'
import { sendEvent } from '../state/events/send-event.ts'
import { subscribeEvents } from '../state/events/subscribe-events.ts'
import { pushView } from '../state/router/push-view.ts'
import { setThemeMode } from '../state/theme/set-theme-mode.ts'
import { showSuccessToast } from '../state/toast/show-toast.ts'
import { createMemoryAdapter } from '../test-kit/create-memory-adapter.ts'
import { createMemoryWallet } from '../test-kit/memory-wallet.ts'
import { mainnet, polygon, solana } from '../test-utils/networks.ts'
import { createAppKitCore } from './create-app-kit-core.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createAppKitCore', () => {
  it('creates an instance under node with no DOM, touching no browser global', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined')
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const core = createAppKitCore({ networks: [mainnet, solana] })
    expect(core.services.window).toBeUndefined()
    expect(core.state.chains.activeCaipNetwork?.id).toBe(1)
    expect(Object.keys(core.state.chains.chains)).toEqual(['eip155', 'solana'])
    expect(core.api.enabled).toBe(false)
    await core.services.storage.setItem('k', 'v')
    expect(await core.services.storage.getItem('k')).toBe('v')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('gives two instances on one page nothing in common', async () => {
    const a = createAppKitCore({ networks: [mainnet, polygon], projectId: 'a' })
    const b = createAppKitCore({ networks: [mainnet, polygon], projectId: 'b' })
    for (const slice of Object.keys(a.state) as (keyof typeof a.state)[]) {
      expect(a.state[slice]).not.toBe(b.state[slice])
    }
    expect(a.state.options.networks[0]).not.toBe(b.state.options.networks[0])
    expect(a.services.storage).not.toBe(b.services.storage)
    expect(a.runtime).not.toBe(b.runtime)

    const notifiedB = vi.fn()
    subscribe(b.state.chains, notifiedB)
    subscribe(b.state.router, notifiedB)
    subscribe(b.state.options, notifiedB)
    const eventsB = vi.fn()
    subscribeEvents(b, eventsB)

    setCaipAddress(a, { namespace: 'eip155', caipAddress: 'eip155:1:0xabc' })
    await setActiveCaipNetwork(a, { caipNetwork: polygon })
    const networkOfA = a.state.options.networks[0]
    if (networkOfA) networkOfA.name = 'Renamed in A'
    openModal(a)
    pushView(a, { view: 'Networks' })
    showSuccessToast(a, 'ADDRESS_COPIED')
    setThemeMode(a, 'light')
    await addRecentWallet(a, { wallet: { id: 'w' } })
    await sendEvent(a, { type: 'track', event: 'MODAL_OPEN' })
    await Promise.resolve()

    expect(b.state.chains.activeCaipAddress).toBeUndefined()
    expect(b.state.chains.activeCaipNetwork?.id).toBe(1)
    expect(b.state.options.networks[0]?.name).toBe('Ethereum')
    expect(b.state.modal.open).toBe(false)
    expect(b.state.router.view).toBe('Connect')
    expect(b.state.toast.open).toBe(false)
    expect(b.state.theme.themeMode).toBe('dark')
    expect(b.state.connectors.recentWallets).toEqual([])
    expect(b.state.events.log).toEqual([])
    expect(b.state.options.projectId).toBe('b')
    expect(notifiedB).not.toHaveBeenCalled()
    expect(eventsB).not.toHaveBeenCalled()
    expect(mainnet.name).toBe('Ethereum')
  })

  it('keeps the given services and indexes adapters by namespace', () => {
    const wallet = createMemoryWallet({ addresses: ['0xabc'], networks: [mainnet] })
    const adapter = createMemoryAdapter({ wallet })
    const core = createAppKitCore({ networks: [mainnet], adapters: [adapter] })
    expect(core.adapters.get('eip155')).toBe(adapter)
    expect(() =>
      createAppKitCore({
        networks: [mainnet],
        adapters: [adapter, createMemoryAdapter({ wallet })],
      }),
    ).toThrow('More than one adapter for namespace eip155')
  })

  it('configures the API client from the options', () => {
    const core = createAppKitCore(
      { networks: [mainnet], apiUrl: 'https://api.test', projectId: 'p1' },
      { fetch: vi.fn(), window: undefined },
    )
    expect(core.api.enabled).toBe(true)
    expect(core.api.projectId).toBe('p1')
    expect(core.api.http?.createUrl('/v1/x')).toBe('https://api.test/v1/x')
  })
})
