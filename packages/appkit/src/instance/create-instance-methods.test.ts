import { devnetEvm, devnetEvm2, solana } from '@openappkit/common/networks'
import { connect } from '@openappkit/controllers'
import { sendEvent } from '@openappkit/controllers/internal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADDRESS, createMemoryAppKit, settle } from '../test-utils/memory-app-kit.ts'
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
  document.body.replaceChildren()
})

const extraNetwork = {
  ...devnetEvm,
  id: 31339,
  caipNetworkId: 'eip155:31339',
  name: 'Devnet 3',
} as typeof devnetEvm

describe('the incumbent instance methods', () => {
  it('getEvent returns the latest event', async () => {
    const { appKit } = setup()
    expect(appKit.getEvent()).toEqual({ timestamp: undefined, data: undefined })
    await sendEvent(appKit.core, { type: 'track', event: 'CUSTOM', properties: { a: 1 } })
    expect(appKit.getEvent()).toEqual({
      timestamp: expect.any(Number),
      data: { type: 'track', event: 'CUSTOM', properties: { a: 1 } },
    })
  })

  it('reports the provider type and the providers of the connected namespaces', async () => {
    const { appKit, wallet } = setup()
    await appKit.ready
    const providers = vi.fn()
    const stop = appKit.subscribeProviders(providers)
    expect(appKit.getWalletProviderType()).toBeUndefined()
    await connect(appKit.core, { connectorId: 'memory' })
    await settle()
    expect(appKit.getWalletProviderType()).toBe('ANNOUNCED')
    expect(appKit.getWalletProviderType('eip155')).toBe('ANNOUNCED')
    expect(appKit.getWalletProviderType('solana')).toBeUndefined()
    expect(providers).toHaveBeenLastCalledWith({ eip155: wallet })
    const calls = providers.mock.calls.length
    await appKit.disconnect()
    await settle()
    expect(providers).toHaveBeenLastCalledWith({})
    expect(providers).toHaveBeenCalledTimes(calls + 1)
    stop()
    await connect(appKit.core, { connectorId: 'memory' })
    await settle()
    expect(providers).toHaveBeenCalledTimes(calls + 1)
  })

  it('lists the networks, adds and removes them', async () => {
    const { appKit } = setup({ customRpcUrls: { 'eip155:31339': [{ url: 'http://127.0.0.1:1' }] } })
    expect(appKit.getCaipNetworks().map((network) => network.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
    ])
    expect(appKit.getCaipNetworks('solana')).toEqual([])
    expect(appKit.getCaipNetworkId()).toBe(31337)
    expect(appKit.getActiveChainNamespace()).toBe('eip155')

    appKit.addNetwork('eip155', extraNetwork)
    appKit.addNetwork('eip155', extraNetwork)
    const added = appKit.getCaipNetworks('eip155').at(-1)
    expect(appKit.getCaipNetworks('eip155')).toHaveLength(3)
    expect(added?.rpcUrls.default.http).toEqual(['http://127.0.0.1:1'])
    expect(appKit.core.state.chains.chains.eip155?.networkState.caipNetworks).toHaveLength(3)
    await appKit.switchNetwork(extraNetwork)
    expect(appKit.getChainId()).toBe(31339)

    // Removing the network the instance is on moves it to the first one left.
    appKit.removeNetwork('eip155', 31339)
    await settle()
    expect(appKit.getCaipNetworks('eip155')).toHaveLength(2)
    expect(appKit.getChainId()).toBe(31337)
    appKit.removeNetwork('eip155', 'eip155:31338')
    appKit.removeNetwork('eip155', 424242)
    expect(appKit.getCaipNetworks().map((network) => network.id)).toEqual([31337])
    expect(() => appKit.removeNetwork('eip155', 31337)).toThrow('At least one network is required')
    expect(() => appKit.addNetwork('solana', solana)).toThrow('No adapter for namespace solana')
    expect(() => appKit.addNetwork('eip155', solana)).toThrow(/not a eip155 network/)
  })

  it('asks the connected wallet to move when its network is removed', async () => {
    const { appKit, wallet } = setup()
    await appKit.ready
    await connect(appKit.core, { connectorId: 'memory' })
    await appKit.switchNetwork(devnetEvm2)
    expect(wallet.chainId).toBe(31338)
    appKit.removeNetwork('eip155', devnetEvm2.id)
    await vi.waitFor(() => expect(wallet.chainId).toBe(31337))
    expect(appKit.getCaipAddress()).toBe(`eip155:31337:${ADDRESS}`)
  })

  it('updates features, remote features and options at runtime', () => {
    const warn = vi.fn()
    const { appKit } = setup({ features: { send: true } })
    vi.spyOn(appKit.core.services.logger, 'warn').mockImplementation(warn)
    appKit.updateFeatures({ send: false })
    expect(appKit.core.state.options.features.send).toBe(false)
    expect(appKit.core.state.options.features.receive).toBe(true)
    expect(appKit.options.features).toEqual({ send: false })

    appKit.updateRemoteFeatures({ swaps: false })
    expect(appKit.getRemoteFeatures().swaps).toBe(false)
    expect(appKit.getRemoteFeatures().email).toBe(true)

    appKit.updateOptions({ themeMode: 'light', allowUnsupportedChain: true, api: 'http://x.test' })
    expect(appKit.getThemeMode()).toBe('light')
    expect(appKit.core.state.options.allowUnsupportedChain).toBe(true)
    expect(appKit.core.api.enabled).toBe(false)
    expect(appKit.options.api).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('updateOptions cannot change api')

    expect(() => appKit.updateOptions({ themeMode: 'blue' as 'dark' })).toThrow(
      'Invalid option "themeMode"',
    )
    expect(appKit.getThemeMode()).toBe('light')
  })

  it('remounts an open modal with updated modal options', async () => {
    const { appKit } = setup()
    await appKit.open()
    const host = () => document.querySelector('[data-openappkit-modal]')
    const first = host()
    expect(first).not.toBeNull()
    appKit.updateOptions({ termsConditionsUrl: 'https://dapp.test/terms' })
    expect(host()).not.toBe(first)
    expect(document.querySelectorAll('[data-openappkit-modal]')).toHaveLength(1)
    await vi.waitFor(() =>
      expect(host()?.shadowRoot?.querySelector('a[href="https://dapp.test/terms"]')).toBeTruthy(),
    )
  })

  it('shows the dapp messages as toasts, word for word', async () => {
    const { appKit } = setup()
    appKit.showErrorMessage('Nope, not today')
    expect(appKit.core.state.toast).toMatchObject({
      open: true,
      variant: 'error',
      message: { code: 'DAPP_MESSAGE', params: { message: 'Nope, not today' } },
    })
    await vi.waitFor(() =>
      expect(document.querySelector('[data-openappkit-modal]')?.shadowRoot?.textContent).toContain(
        'Nope, not today',
      ),
    )
    expect(appKit.isOpen()).toBe(false)
    appKit.showSuccessMessage('Saved')
    await vi.waitFor(() => expect(appKit.core.state.toast.variant).toBe('success'))
    expect(appKit.core.state.toast.message).toEqual({
      code: 'DAPP_MESSAGE',
      params: { message: 'Saved' },
    })
  })

  it('open({ view: "Swap", arguments }) keeps the presets for the Swap view; other views ignore them', async () => {
    const { appKit } = setup()
    await appKit.ready
    await appKit.open({ view: 'Account', arguments: { fromToken: 'ETH' } })
    expect(appKit.core.state.swap.presets).toBeUndefined()
    await appKit.close()
    await appKit.open({
      view: 'Swap',
      arguments: { amount: '1', fromToken: 'ETH', toToken: 'USDC' },
    })
    expect(appKit.core.state.swap.presets).toEqual({
      amount: '1',
      fromToken: 'ETH',
      toToken: 'USDC',
    })
    expect(appKit.core.state.router.view).toBe('Swap')
  })
})
