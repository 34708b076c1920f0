import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AddressInput, type AddressInputProps } from './address-input.tsx'

const address = '0x52908400098527886E0F7030069857D2E4169EE7'

function Controlled(props: Partial<AddressInputProps>) {
  const [value, setValue] = useState('')
  return <AddressInput label="To" {...props} value={value} onValueChange={setValue} />
}

describe('AddressInput', () => {
  it('pastes the clipboard without surrounding whitespace', async () => {
    const user = userEvent.setup()
    vi.spyOn(navigator.clipboard, 'readText').mockResolvedValue(`  ${address}\n`)
    render(<Controlled pasteLabel="Paste" />)
    await user.click(screen.getByRole('button', { name: 'Paste' }))
    expect(await screen.findByDisplayValue(address)).toBeInTheDocument()
    // The paste button makes way once there is a value.
    expect(screen.queryByRole('button', { name: 'Paste' })).toBeNull()
  })

  it('reports a clipboard failure instead of throwing', async () => {
    const user = userEvent.setup()
    const failure = new Error('denied')
    vi.spyOn(navigator.clipboard, 'readText').mockRejectedValue(failure)
    const onPasteError = vi.fn()
    render(<Controlled pasteLabel="Paste" onPasteError={onPasteError} />)
    await user.click(screen.getByRole('button', { name: 'Paste' }))
    await vi.waitFor(() => expect(onPasteError).toHaveBeenCalledWith(failure))
  })

  it('drops whitespace and newlines while typing', async () => {
    render(<Controlled />)
    const field = screen.getByRole('textbox', { name: 'To' })
    await userEvent.setup().type(field, 'vitalik .eth{Enter}')
    expect(field).toHaveValue('vitalik.eth')
  })

  it('shows the error only while invalid', () => {
    const { rerender } = render(
      <AddressInput label="To" value="0x12" onValueChange={() => {}} error="Invalid address" />,
    )
    const field = screen.getByRole('textbox', { name: 'To' })
    expect(screen.queryByText('Invalid address')).toBeNull()
    rerender(
      <AddressInput
        label="To"
        value="0x12"
        onValueChange={() => {}}
        validity="invalid"
        error="Invalid address"
      />,
    )
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription('Invalid address')
    rerender(<AddressInput label="To" value={address} onValueChange={() => {}} validity="valid" />)
    expect(field).not.toHaveAttribute('aria-invalid')
    expect(field.parentElement).toHaveAttribute('data-valid')
  })
})
