import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AmountInput, type AmountInputProps } from './amount-input.tsx'

function Controlled({
  onValue,
  ...props
}: Partial<AmountInputProps> & { onValue?: (value: string) => void }) {
  const [value, setValue] = useState(props.value ?? '')
  return (
    <AmountInput
      label="Amount"
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next)
        onValue?.(next)
      }}
    />
  )
}

describe('AmountInput', () => {
  it('keeps the value a decimal string and refuses other characters', async () => {
    const onValue = vi.fn()
    render(<Controlled decimals={6} onValue={onValue} />)
    const input = screen.getByRole('textbox', { name: 'Amount' })
    expect(input).toHaveAttribute('inputmode', 'decimal')
    await userEvent.setup().type(input, '1a2,3456789')
    expect(input).toHaveValue('12.345678')
    expect(onValue).toHaveBeenLastCalledWith('12.345678')
    expect(onValue).not.toHaveBeenCalledWith(expect.stringMatching(/a/))
  })

  it('fills the max amount from the Max button', async () => {
    const onValue = vi.fn()
    render(
      <Controlled
        maxValue="1234.567891234567891234"
        maxLabel="Max"
        balance="Balance 1,234.56 ETH"
        onValue={onValue}
      />,
    )
    await userEvent.setup().click(screen.getByRole('button', { name: 'Max' }))
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1234.567891234567891234')
    expect(onValue).toHaveBeenCalledWith('1234.567891234567891234')
    expect(screen.getByText('Balance 1,234.56 ETH')).toBeInTheDocument()
  })

  it('has no Max button without both a value and a label', () => {
    render(<Controlled maxValue="1" />)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows the error text, marks itself invalid and describes itself with it', () => {
    render(<Controlled value="5" error="Insufficient balance" description="$10.00" />)
    const input = screen.getByRole('textbox', { name: 'Amount' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('$10.00 Insufficient balance')
  })
})
