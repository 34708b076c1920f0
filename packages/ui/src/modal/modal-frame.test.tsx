import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ModalFrame, type ModalFrameProps } from './modal-frame.tsx'

function renderFrame(props: Partial<ModalFrameProps> = {}) {
  const onClose = vi.fn()
  render(
    <ModalFrame title="Connect wallet" onClose={onClose} closeLabel="Close" {...props}>
      <button type="button">MetaMask</button>
      <button type="button">Example Wallet</button>
    </ModalFrame>,
  )
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Connect wallet' }) }
}

function Page() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <ModalFrame title="Connect wallet" onClose={() => setOpen(false)} closeLabel="Close">
          <p>Body</p>
        </ModalFrame>
      ) : null}
    </>
  )
}

describe('ModalFrame', () => {
  it('is a modal dialog labelled by its title, focused on open', () => {
    const { dialog } = renderFrame({ footer: <span>Footer text</span> })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(screen.getByRole('heading', { name: 'Connect wallet' }).id).toBe(
      dialog.getAttribute('aria-labelledby'),
    )
    expect(dialog).toHaveFocus()
    expect(screen.getByText('Footer text')).toBeInTheDocument()
  })

  it('closes on Escape and with the close button', async () => {
    const { onClose } = renderFrame()
    const user = userEvent.setup()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('ignores Escape and hides the close button while closing is disabled', async () => {
    const { onClose } = renderFrame({ closeDisabled: true })
    await userEvent.setup().keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
  })

  it('shows a back button instead of the start slot', async () => {
    const onBack = vi.fn()
    renderFrame({ onBack, backLabel: 'Back', headerStart: <span>Help</span> })
    expect(screen.queryByText('Help')).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledTimes(1)
  })

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    renderFrame({ onBack: () => {}, backLabel: 'Back' })
    const user = userEvent.setup()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Example Wallet' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Example Wallet' })).toHaveFocus()
  })

  it('returns focus to the opener when it closes', async () => {
    render(<Page />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByRole('dialog')).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus()
  })

  it('lays a notice over the body from the header, outside the scrolling body', () => {
    const { dialog } = renderFrame({ notice: <p role="status">Address copied</p> })
    const notice = screen.getByRole('status')
    expect(dialog.querySelector('.apkt-modal__header')?.contains(notice)).toBe(true)
    expect(dialog.querySelector('.apkt-modal__body')?.contains(notice)).toBe(false)
  })
})
