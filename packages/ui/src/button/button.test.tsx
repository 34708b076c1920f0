import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './button.tsx'
import { IconButton } from './icon-button.tsx'

function Submit({ onSubmit }: { onSubmit: () => void }) {
  const [loading, setLoading] = useState(false)
  return (
    <Button
      loading={loading}
      onClick={() => {
        setLoading(true)
        onSubmit()
      }}
    >
      Send
    </Button>
  )
}

describe('Button', () => {
  it('is a type="button" that calls onClick', async () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Connect</Button>)
    const button = screen.getByRole('button', { name: 'Connect' })
    expect(button).toHaveAttribute('type', 'button')
    expect(button).toHaveClass('apkt-button--primary', 'apkt-button--md')
    await userEvent.setup().click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('is aria-busy, stays focusable and ignores clicks while loading', async () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Sending
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Sending' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toBeEnabled()
    await userEvent.setup().click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('cannot be triggered twice once the first click starts loading', async () => {
    const onSubmit = vi.fn()
    render(<Submit onSubmit={onSubmit} />)
    const user = userEvent.setup()
    const button = screen.getByRole('button', { name: 'Send' })
    await user.click(button)
    await user.click(button)
    await user.keyboard('{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(button).toHaveAttribute('aria-busy', 'true')
  })

  it('does nothing when disabled and forwards its ref', async () => {
    const onClick = vi.fn()
    const ref = createRef<HTMLButtonElement>()
    render(
      <Button ref={ref} disabled variant="danger" onClick={onClick}>
        Disconnect
      </Button>,
    )
    await userEvent.setup().click(screen.getByRole('button', { name: 'Disconnect' }))
    expect(onClick).not.toHaveBeenCalled()
    expect(ref.current).toBeInstanceOf(HTMLButtonElement)
    expect(ref.current).toHaveClass('apkt-button--danger')
  })
})

describe('IconButton', () => {
  it('is named by its label and operable by keyboard', async () => {
    const onClick = vi.fn()
    render(<IconButton label="Close" icon={<svg />} onClick={onClick} />)
    const user = userEvent.setup()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(onClick).toHaveBeenCalledTimes(2)
  })
})
