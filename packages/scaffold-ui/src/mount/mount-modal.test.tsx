import {
  closeModal,
  openModal,
  recordEvent,
  setThemeMode,
  setThemeVariables,
} from '@openappkit/controllers/internal'
import { uiStyles } from '@openappkit/ui'
import { act, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore } from '../test-utils/create-test-core.ts'
import { mountModal } from './mount-modal.tsx'

const mounted: { unmount: () => void }[] = []
afterEach(() => {
  for (const item of mounted.splice(0)) act(() => item.unmount())
})

async function mount(...parameters: Parameters<typeof mountModal>) {
  let result: ReturnType<typeof mountModal> | undefined
  await act(async () => {
    result = mountModal(...parameters)
  })
  if (!result) throw new Error('not mounted')
  mounted.push(result)
  return result
}

const themeRoot = (shadowRoot: ShadowRoot) => shadowRoot.querySelector<HTMLElement>('.apkt-root')

describe('mountModal', () => {
  it('renders into an open shadow root on a host it appends to the body, styles injected once', async () => {
    const { core } = await createTestCore()
    const modal = await mount(core)
    expect(modal.host.parentElement).toBe(document.body)
    expect(modal.host.shadowRoot).toBe(modal.shadowRoot)
    const styles = modal.shadowRoot.querySelectorAll('style')
    expect(styles).toHaveLength(1)
    expect(styles[0]?.textContent).toContain(uiStyles)
    expect(styles[0]?.textContent).toContain(':host')
    expect(document.body.querySelector('[role="dialog"]')).toBeNull()

    await act(async () => openModal(core))
    const root = themeRoot(modal.shadowRoot) as HTMLElement
    expect(within(root).getByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument()

    act(() => modal.unmount())
    mounted.pop()
    expect(modal.host.isConnected).toBe(false)
  })

  it('records the incumbent’s MODAL_OPEN and MODAL_CLOSE each time the modal opens or closes', async () => {
    const { core } = await createTestCore()
    const seen: unknown[] = []
    core.runtime.eventListeners.add(({ data }) => seen.push(data))
    // Mounted as the modal opens (what createAppKit's open does): the first opening counts.
    openModal(core)
    const modal = await mount(core)
    await act(async () => closeModal(core))
    await act(async () => openModal(core))
    await act(async () => openModal(core))
    await waitFor(() => expect(seen).toHaveLength(3))
    expect(seen).toEqual([
      { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
      { type: 'track', event: 'MODAL_CLOSE', properties: { connected: false } },
      { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    ])
    // Recorded during the close itself: a flow's own event after it stays the latest one.
    closeModal(core)
    recordEvent(core, { type: 'track', event: 'SIWX_AUTH_SUCCESS' })
    expect(core.state.events.data?.event).toBe('SIWX_AUTH_SUCCESS')
    expect(seen.slice(3)).toEqual([
      { type: 'track', event: 'MODAL_CLOSE', properties: { connected: false } },
      { type: 'track', event: 'SIWX_AUTH_SUCCESS' },
    ])
    act(() => modal.unmount())
    mounted.pop()
    openModal(core)
    closeModal(core)
    await act(async () => undefined)
    expect(seen).toHaveLength(5)
  })

  it('applies the theme mode and variables, following changes', async () => {
    const { core } = await createTestCore({
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#ff0066' },
    })
    const modal = await mount(core)
    const root = themeRoot(modal.shadowRoot) as HTMLElement
    expect(root.getAttribute('data-apkt-theme')).toBe('light')
    expect(root.style.getPropertyValue('--w3m-accent')).toBe('#ff0066')
    await act(async () => {
      setThemeMode(core, 'dark')
      setThemeVariables(core, { '--apkt-radius-master': '0px' })
    })
    expect(root.getAttribute('data-apkt-theme')).toBe('dark')
    expect(root.style.getPropertyValue('--apkt-radius-master')).toBe('0px')
  })

  it('uses a given container, reusing its shadow root and styles on a second mount', async () => {
    const { core } = await createTestCore()
    const container = document.createElement('section')
    document.body.append(container)
    const first = await mount(core, { container })
    act(() => first.unmount())
    mounted.pop()
    expect(container.isConnected).toBe(true)
    const second = await mount(core, { container })
    expect(second.shadowRoot).toBe(first.shadowRoot)
    expect(second.shadowRoot.querySelectorAll('style')).toHaveLength(1)
    container.remove()
  })

  it('switches language and sets the WalletConnect URI the QR view draws', async () => {
    const { core } = await createTestCore()
    const modal = await mount(core, { locale: 'es' })
    await act(async () => openModal(core))
    // Nothing renders until the Spanish catalogue has loaded.
    const root = await waitFor(
      () => themeRoot(modal.shadowRoot) ?? Promise.reject(new Error('not yet')),
    )
    expect(within(root).getByRole('dialog', { name: 'Conectar cartera' })).toBeInTheDocument()
    expect(root.getAttribute('lang')).toBe('es')
    expect(root.getAttribute('dir')).toBe('ltr')
    await act(async () => modal.setLocale('ar'))
    await waitFor(() =>
      expect(within(root).getByRole('dialog', { name: 'ربط المحفظة' })).toBeInTheDocument(),
    )
    expect(root.getAttribute('lang')).toBe('ar')
    expect(root.getAttribute('dir')).toBe('rtl')
    await act(async () => modal.setLocale('en'))
    expect(within(root).getByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument()
    expect(root.getAttribute('dir')).toBe('ltr')

    await act(async () => {
      modal.setWalletConnectUri('wc:abc@2?relay-protocol=irn&symKey=1')
      openModal(core, { view: 'ConnectingWalletConnectBasic' })
    })
    expect(
      await within(root).findByRole('img', { name: 'QR code to connect with WalletConnect' }),
    ).toBeInTheDocument()
  })
})
