import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { TextInput } from './text-input.tsx'

describe('TextInput', () => {
  it('is labelled, typeable, and hides the label only visually', async () => {
    const onChange = vi.fn()
    render(<TextInput label="Email" hideLabel placeholder="you@example.org" onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(screen.getByText('Email')).toHaveClass('apkt-visually-hidden')
    await userEvent.setup().type(input, 'a@b.c')
    expect(onChange).toHaveBeenCalledTimes(5)
    expect(input).toHaveValue('a@b.c')
  })

  it('describes itself with the description and error, and marks itself invalid', () => {
    const { rerender } = render(<TextInput label="Email" description="We send a code" />)
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toHaveAccessibleDescription('We send a code')
    expect(input).not.toHaveAttribute('aria-invalid')
    rerender(<TextInput label="Email" description="We send a code" error="Invalid email" />)
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('We send a code Invalid email')
  })
})
