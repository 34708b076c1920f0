import { truncateAddress } from '@openappkit/common/format'
import { connect } from '@openappkit/controllers'
import { setAccountStatus, updateAccountState } from '@openappkit/controllers/internal'
import { within } from '@testing-library/dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../instance/types.ts'
import { ADDRESS, createMemoryAppKit, networks, settle } from '../test-utils/memory-app-kit.ts'
import type { AppKitElement } from './define-app-kit-element.tsx'
import { registerAppKitElements } from './register-app-kit-elements.ts'

const instances: AppKit[] = []
function setup(options: Parameters<typeof createMemoryAppKit>[0] = {}) {
  const result = createMemoryAppKit(options)
  instances.push(result.appKit)
  return result
}

afterEach(() => {
  // The modal first, while its host is still in the page.
  for (const instance of instances.splice(0)) instance.destroy()
  document.body.replaceChildren()
})

/**
 * Clicks without moving focus: happy-dom's `ShadowRoot.activeElement` throws while focus sits in
 * another shadow tree (the element's), which the modal's focus trap reads on mount.
 */
async function click(button: Element | null | undefined) {
  ;(button as HTMLElement).click()
  await settle()
}

/** Adds `<tag>` to the page and returns queries over its shadow root once it rendered. */
async function place(tag: string, attributes: Record<string, string> = {}) {
  const element = document.createElement(tag) as AppKitElement
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  document.body.append(element)
  await vi.waitFor(() => {
    expect(element.shadowRoot?.querySelector('button')).toBeTruthy()
  })
  return { element, view: within(element.shadowRoot as unknown as HTMLElement) }
}

describe('custom elements', () => {
  it('read their labels from the locale catalogues (Spanish with locale "es")', async () => {
    setup({ locale: 'es-MX' })
    registerAppKitElements()
    const { view } = await place('appkit-connect-button')
    await view.findByRole('button', { name: 'Conectar cartera' })
    const network = await place('appkit-network-button')
    expect(network.view.getByRole('button').textContent).toBe('Devnet EVM')
  })

  it('read the visitor’s languages without a locale option (Japanese for ja-JP)', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP', 'en'])
    const language = vi.spyOn(navigator, 'language', 'get').mockReturnValue('ja-JP')
    try {
      setup()
      registerAppKitElements()
      const { view } = await place('appkit-connect-button')
      await view.findByRole('button', { name: 'ウォレットを接続' })
    } finally {
      languages.mockRestore()
      language.mockRestore()
    }
  })

  it('are defined by registerAppKitElements, again without error', () => {
    registerAppKitElements()
    registerAppKitElements()
    for (const name of [
      'appkit-button',
      'appkit-connect-button',
      'appkit-account-button',
      'appkit-network-button',
      'w3m-button',
      'w3m-connect-button',
      'w3m-account-button',
      'w3m-network-button',
    ]) {
      expect(customElements.get(name)).toBeDefined()
    }
  })

  it('<appkit-connect-button> is named "Connect Wallet", honours label and opens Connect', async () => {
    const { appKit } = setup()
    registerAppKitElements()
    const { view } = await place('appkit-connect-button')
    const button = view.getByRole('button', { name: 'Connect Wallet' })
    await click(button)
    expect(appKit.getState().open).toBe(true)
    expect(appKit.core.state.router.view).toBe('Connect')
    const labelled = await place('appkit-connect-button', { label: 'Sign in' })
    expect(labelled.view.getByRole('button', { name: 'Sign in' })).toBeTruthy()
  })

  it('<appkit-connect-button> preloads the modal, then the adapters, on hover and on focus', async () => {
    const { adapter } = setup()
    const preload = vi.fn(async () => undefined)
    Object.assign(adapter, { preload })
    registerAppKitElements()
    const { view } = await place('appkit-connect-button')
    const button = view.getByRole('button', { name: 'Connect Wallet' })
    // React derives onPointerEnter from `pointerover` and onFocus from `focusin`.
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1))
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(2))
  })

  it('<appkit-button> shows the connect button, then the truncated address once connected', async () => {
    const { appKit } = setup()
    registerAppKitElements()
    const { view } = await place('appkit-button')
    expect(view.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    await appKit.ready
    await connect(appKit.core, { connectorId: 'memory' })
    // The balance comes first once read: `1.5 ETH 0x1111…1111`.
    const account = await view.findByRole('button', { name: /0x1111…1111$/ })
    expect(account.textContent).toContain(truncateAddress(ADDRESS))
    await click(account)
    expect(appKit.core.state.router.view).toBe('Account')
  })

  it('<appkit-account-button> contains the truncated address; <appkit-network-button> is named by the network', async () => {
    const { appKit } = setup()
    registerAppKitElements()
    await appKit.ready
    await connect(appKit.core, { connectorId: 'memory' })
    const account = await place('appkit-account-button')
    expect(account.view.getByRole('button').textContent).toContain(truncateAddress(ADDRESS))
    const network = await place('appkit-network-button')
    expect(network.view.getByRole('button', { name: networks[0].name })).toBeTruthy()
    await appKit.switchNetwork(networks[1])
    await settle()
    expect(await network.view.findByRole('button', { name: networks[1].name })).toBeTruthy()
    await click(network.view.getByRole('button'))
    expect(appKit.core.state.router.view).toBe('Networks')
  })

  it('use the instance set on them over the last created one, and follow its theme', async () => {
    const first = setup()
    setup()
    registerAppKitElements()
    const element = document.createElement('appkit-connect-button') as AppKitElement
    element.appKit = first.appKit
    document.body.append(element)
    await vi.waitFor(() => {
      expect(element.shadowRoot?.querySelector('button')).toBeTruthy()
    })
    await click(element.shadowRoot?.querySelector('button'))
    expect(first.appKit.getState().open).toBe(true)
    first.appKit.setThemeMode('light')
    await vi.waitFor(() => {
      expect(
        element.shadowRoot?.querySelector('[data-apkt-theme]')?.getAttribute('data-apkt-theme'),
      ).toBe('light')
    })
    element.remove()
    expect(element.shadowRoot?.querySelector('button')).toBeNull()
  })

  it('honour size and disabled, and the w3m-* names render the same buttons', async () => {
    const { appKit } = setup()
    registerAppKitElements()
    const small = await place('w3m-connect-button', { size: 'sm', disabled: '' })
    const button = small.view.getByRole('button', { name: 'Connect Wallet' })
    expect(button.className).toContain('apkt-button--sm')
    expect(button).toBeDisabled()
    await click(button)
    expect(appKit.getState().open).toBe(false)
    small.element.setAttribute('disabled', 'false')
    await vi.waitFor(() => {
      expect(small.view.getByRole('button')).not.toBeDisabled()
    })
    // `loadinglabel`: the incumbent's `loadingLabel` property written as an attribute.
    const labelled = await place('w3m-button', { loadinglabel: 'Wait', label: 'Go' })
    expect(labelled.view.getByRole('button', { name: 'Go' })).toBeTruthy()
    setAccountStatus(appKit.core, { namespace: 'eip155', status: 'connecting' })
    expect(await labelled.view.findByText('Wait')).toBeTruthy()
  })

  it('<appkit-account-button> shows the balance before the address unless balance="hide"', async () => {
    const { appKit } = setup()
    registerAppKitElements()
    await appKit.ready
    await connect(appKit.core, { connectorId: 'memory' })
    const shown = await place('appkit-account-button')
    expect(
      await shown.view.findByRole('button', { name: `1.5 ETH ${truncateAddress(ADDRESS)}` }),
    ).toBeTruthy()
    const hidden = await place('appkit-account-button', { balance: 'hide' })
    expect(hidden.view.getByRole('button').textContent).toBe(truncateAddress(ADDRESS))
  })

  it('<appkit-account-button> shows the name the account goes by, the address in its title and to a screen reader', async () => {
    const { appKit } = setup()
    registerAppKitElements()
    await appKit.ready
    await connect(appKit.core, { connectorId: 'memory' })
    const { view } = await place('appkit-account-button', { balance: 'hide' })
    updateAccountState(appKit.core, { namespace: 'eip155', patch: { profileName: 'alice.oak' } })
    const button = await view.findByRole('button', {
      name: `alice.oak ${truncateAddress(ADDRESS)}`,
    })
    expect(view.getByText('alice.oak')).toBeTruthy()
    expect(view.getByText(truncateAddress(ADDRESS)).className).toBe('apkt-visually-hidden')
    expect(button.getAttribute('title')).toBe(`alice.oak (${ADDRESS})`)
    // Without a name (another account now, say): the address again, and no title.
    updateAccountState(appKit.core, { namespace: 'eip155', patch: { profileName: undefined } })
    expect(await view.findByRole('button', { name: truncateAddress(ADDRESS) })).toBeTruthy()
    expect(view.getByRole('button').hasAttribute('title')).toBe(false)
  })
})
