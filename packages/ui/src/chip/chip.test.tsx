import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Chip } from './chip.tsx'

describe('Chip', () => {
  it('is plain text without onClick', () => {
    render(<Chip tone="success">Installed</Chip>)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByText('Installed').parentElement).toHaveClass('apkt-chip--success')
  })

  it('is a button with onClick', async () => {
    const onClick = vi.fn()
    render(<Chip onClick={onClick}>Ethereum</Chip>)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ethereum' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})
