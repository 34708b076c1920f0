import {
  openModal,
  showErrorToast,
  showLoadingToast,
  showSuccessToast,
} from '@openappkit/controllers/internal'
import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../test-utils/create-test-core.ts'
import { renderModal } from '../test-utils/render-modal.tsx'
import { TOAST_VISIBLE_MS, TOAST_WITH_LINK_VISIBLE_MS } from './toast-layer.tsx'

describe('toasts', () => {
  // Faked after rendering: the render helper waits for lazy views with real timers.
  const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the toast state inside the open dialog and hides success after a while', async () => {
    const { core } = await createTestCore()
    await renderModal(core, { open: true })
    fakeTimers()
    await act(async () => showSuccessToast(core, 'ADDRESS_COPIED'))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole('status')).toHaveTextContent('Address copied')
    // Laid over the view from the header, not in the scrolling body where it would push it down.
    expect(
      dialog.querySelector('.apkt-modal__body')?.contains(within(dialog).getByRole('status')),
    ).toBe(false)
    await act(async () => vi.advanceTimersByTime((TOAST_VISIBLE_MS.success ?? 0) - 1))
    expect(screen.queryByText('Address copied')).toBeInTheDocument()
    await act(async () => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Address copied')).not.toBeInTheDocument()
    expect(core.state.toast.open).toBe(false)
  })

  it("links a sent transaction's explorer page and stays long enough to reach it", async () => {
    const { core } = await createTestCore()
    await renderModal(core, { open: true })
    fakeTimers()
    const link = 'https://etherscan.io/tx/0x01'
    await act(async () =>
      showSuccessToast(
        core,
        { code: 'TRANSACTION_SENT', params: { hash: '0x1234…abcd' } },
        { link },
      ),
    )
    const toast = within(screen.getByRole('dialog')).getByRole('status')
    expect(toast).toHaveTextContent('Transaction sent: 0x1234…abcd')
    const explorer = within(toast).getByRole('link', { name: /View on explorer/ })
    expect(explorer).toHaveAttribute('href', link)
    expect(explorer).toHaveAttribute('target', '_blank')
    await act(async () => vi.advanceTimersByTime(TOAST_WITH_LINK_VISIBLE_MS - 1))
    expect(screen.getByRole('link', { name: /View on explorer/ })).toBeInTheDocument()
    await act(async () => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('link', { name: /View on explorer/ })).not.toBeInTheDocument()
  })

  it('swaps toasts after 150 ms, keeps loading toasts, and errors interrupt', async () => {
    const { core } = await createTestCore()
    await renderModal(core)
    fakeTimers()
    await act(async () => showLoadingToast(core, 'AUTHENTICATING'))
    expect(screen.getByRole('status')).toHaveTextContent('Authenticating...')
    await act(async () => vi.advanceTimersByTime(60_000))
    expect(screen.getByRole('status')).toHaveTextContent('Authenticating...')
    await act(async () => showErrorToast(core, 'ERROR_SIGNING_MESSAGE'))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    await act(async () => vi.advanceTimersByTime(150))
    expect(screen.getByRole('alert')).toHaveTextContent('Error signing message')
  })

  it('shows catalogue messages in the visitor language and can be dismissed', async () => {
    const { core } = await createTestCore()
    await renderModal(core, { locale: 'es' })
    fakeTimers()
    await act(async () => showErrorToast(core, 'TOKEN_BALANCE_UNAVAILABLE'))
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Saldo de tokens no disponible')
    await act(async () => within(alert).getByRole('button', { name: 'Descartar' }).click())
    expect(core.state.toast.open).toBe(false)
    await act(async () => openModal(core))
    expect(screen.getByRole('dialog', { name: 'Conectar cartera' })).toBeInTheDocument()
  })
})
