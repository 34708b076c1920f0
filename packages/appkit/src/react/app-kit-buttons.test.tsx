import { connect } from '@openappkit/controllers'
import { act, render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { AppKitElement } from '../elements/define-app-kit-element.tsx'
import { networks, settle } from '../test-utils/memory-app-kit.ts'
import { createProvidedAppKit } from '../test-utils/provided-app-kit.tsx'
import {
  AppKitAccountButton,
  AppKitButton,
  AppKitConnectButton,
  AppKitNetworkButton,
} from './app-kit-buttons.tsx'
import { AppKitProvider } from './app-kit-context.tsx'

function setup() {
  return createProvidedAppKit()
}

/** The button inside `tag`'s shadow root, once the element rendered. */
async function shadowButton(container: HTMLElement, tag: string) {
  const element = container.querySelector(tag) as AppKitElement
  await vi.waitFor(() => {
    expect(element.shadowRoot?.querySelector('button')).toBeTruthy()
  })
  return { element, button: element.shadowRoot?.querySelector('button') as HTMLButtonElement }
}

describe('React button components', () => {
  it('render the elements with their props as attributes', async () => {
    const first = setup()
    setup()
    const { container } = render(
      <AppKitProvider instance={first.appKit}>
        <AppKitConnectButton label="Sign in" loadingLabel="Wait" size="sm" disabled />
        <AppKitNetworkButton />
      </AppKitProvider>,
    )
    const { element, button } = await shadowButton(container, 'appkit-connect-button')
    expect(element.getAttribute('loading-label')).toBe('Wait')
    expect(button.textContent).toBe('Sign in')
    expect(button.className).toContain('apkt-button--sm')
    expect(button).toBeDisabled()
    // The provider's instance, not the last one created.
    expect(element.appKit).toBe(first.appKit)
    const network = await shadowButton(container, 'appkit-network-button')
    expect(network.button.textContent).toBe(networks[0].name)
  })

  it('AppKitButton and AppKitAccountButton follow the connection; balance="hide" hides it', async () => {
    const { appKit } = setup()
    const { container, unmount } = render(
      <>
        <AppKitButton balance="hide" />
        <AppKitAccountButton balance="hide" namespace="eip155" />
      </>,
    )
    const { button } = await shadowButton(container, 'appkit-button')
    expect(button.textContent).toBe('Connect Wallet')
    await act(async () => {
      await appKit.ready
      await connect(appKit.core, { connectorId: 'memory' })
      await settle()
    })
    await vi.waitFor(() => {
      const account = container.querySelector('appkit-account-button')?.shadowRoot
      expect(account?.querySelector('button')?.textContent).toBe('0x1111…1111')
      const either = container.querySelector('appkit-button')?.shadowRoot
      expect(either?.querySelector('button')?.textContent).toBe('0x1111…1111')
    })
    // Unmounted by React: the elements' own roots go without React's "already rendering" error.
    const errors = vi.spyOn(console, 'error')
    unmount()
    await act(settle)
    expect(errors).not.toHaveBeenCalled()
  })
})
