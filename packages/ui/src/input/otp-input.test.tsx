import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { OtpInput } from './otp-input.tsx'

const digitLabel = (position: number, length: number) => `Digit ${position} of ${length}`

function Controlled({
  onComplete,
  initial = '',
}: {
  onComplete?: (code: string) => void
  initial?: string
}) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <button type="button">Before</button>
      <OtpInput
        label="Verification code"
        digitLabel={digitLabel}
        value={value}
        onValueChange={setValue}
        onComplete={onComplete}
      />
      <button type="button">After</button>
    </>
  )
}

const boxes = () => screen.getAllByRole('textbox')
const values = () =>
  boxes()
    .map((box) => (box as HTMLInputElement).value)
    .join('')

describe('OtpInput', () => {
  it('is one labelled group of named boxes and one Tab stop', async () => {
    render(<Controlled />)
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument()
    expect(boxes()).toHaveLength(6)
    expect(screen.getByRole('textbox', { name: 'Digit 3 of 6' })).toBeInTheDocument()
    const user = userEvent.setup()
    await user.tab()
    await user.tab()
    expect(boxes()[0]).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus()
  })

  it('advances while typing, ignores letters and completes once', async () => {
    const onComplete = vi.fn()
    render(<Controlled onComplete={onComplete} />)
    const user = userEvent.setup()
    await user.click(boxes()[0] as HTMLElement)
    await user.keyboard('12a3')
    expect(values()).toBe('123')
    expect(boxes()[3]).toHaveFocus()
    await user.keyboard('456')
    expect(values()).toBe('123456')
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(onComplete).toHaveBeenCalledWith('123456')
  })

  it('fills every box from a paste, keeping digits only', async () => {
    const onComplete = vi.fn()
    render(<Controlled onComplete={onComplete} />)
    const user = userEvent.setup()
    await user.click(boxes()[0] as HTMLElement)
    await user.paste('Your code: 987-654')
    expect(values()).toBe('987654')
    expect(onComplete).toHaveBeenCalledWith('987654')
    expect(boxes()[5]).toHaveFocus()
  })

  it('moves back with Backspace and with the arrow keys', async () => {
    render(<Controlled initial="123" />)
    const user = userEvent.setup()
    await user.click(boxes()[3] as HTMLElement)
    await user.keyboard('{Backspace}')
    expect(values()).toBe('12')
    expect(boxes()[2]).toHaveFocus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(boxes()[0]).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(boxes()[0]).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(boxes()[1]).toHaveFocus()
    await user.keyboard('{End}')
    expect(boxes()[2]).toHaveFocus()
    await user.keyboard('{Home}')
    expect(boxes()[0]).toHaveFocus()
  })

  it('sends a click past the first empty box to that box', async () => {
    render(<Controlled initial="1" />)
    const user = userEvent.setup()
    await user.click(boxes()[4] as HTMLElement)
    expect(boxes()[1]).toHaveFocus()
  })
})
