import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ListRow } from './list-row.tsx'
import { NetworkRow } from './network-row.tsx'
import { TokenRow } from './token-row.tsx'
import { TransactionRow } from './transaction-row.tsx'
import { WalletRow } from './wallet-row.tsx'

describe('WalletRow', () => {
  it('is a button named exactly by the wallet, described by its tags', async () => {
    const onClick = vi.fn()
    render(
      <WalletRow
        name="Example Wallet"
        imageSrc="https://cdn.example.org/w.png"
        tags={[{ label: 'Recent' }, { label: 'Installed', tone: 'success' }]}
        onClick={onClick}
      />,
    )
    const row = screen.getByRole('button', { name: 'Example Wallet' })
    expect(row).toHaveAccessibleName('Example Wallet')
    expect(row).toHaveAccessibleDescription('Recent Installed')
    await userEvent.setup().click(row)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('swaps the tags for a spinner while connecting', () => {
    render(
      <WalletRow name="Example Wallet" tags={[{ label: 'Recent' }]} loading onClick={() => {}} />,
    )
    const row = screen.getByRole('button', { name: 'Example Wallet' })
    expect(row).toHaveAttribute('aria-busy', 'true')
    expect(screen.queryByText('Recent')).toBeNull()
  })
})

describe('TokenRow', () => {
  it('shows name, symbol, fiat value and quantity, truncating the long ones', () => {
    render(
      <TokenRow
        name="A Token With An Extraordinarily Long Name That Cannot Fit"
        symbol="LONG"
        quantity="123,456,789,012.123456"
        fiatValue="$98,765,432,109.87"
      />,
    )
    const name = screen.getByText('A Token With An Extraordinarily Long Name That Cannot Fit')
    expect(name).toHaveClass('apkt-row__title')
    expect(screen.getByText('$98,765,432,109.87')).toHaveClass('apkt-row__end-primary')
    expect(screen.getByText('123,456,789,012.123456 LONG')).toHaveClass('apkt-row__end-secondary')
    // Static rows are not buttons.
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('becomes a button when it can be picked', async () => {
    const onClick = vi.fn()
    render(<TokenRow name="Ether" symbol="ETH" quantity="0" onClick={onClick} />)
    await userEvent.setup().click(screen.getByRole('button', { name: /Ether/ }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(screen.getByText('0 ETH')).toHaveClass('apkt-row__end-primary')
  })
})

describe('NetworkRow', () => {
  it('marks the selected network as current', () => {
    render(<NetworkRow name="Ethereum" selected onClick={() => {}} />)
    expect(screen.getByRole('button', { name: 'Ethereum' })).toHaveAttribute('aria-current', 'true')
  })

  it('cannot be chosen when disabled', async () => {
    const onClick = vi.fn()
    render(<NetworkRow name="Solana" disabled onClick={onClick} />)
    const row = screen.getByRole('button', { name: 'Solana' })
    expect(row).toBeDisabled()
    await userEvent.setup().click(row)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('labels an unsupported network and still lets it be chosen', async () => {
    const onClick = vi.fn()
    render(<NetworkRow name="Base" unsupported unsupportedLabel="Unsupported" onClick={onClick} />)
    const row = screen.getByRole('button', { name: 'Base Unsupported' })
    expect(row).not.toHaveAttribute('aria-current')
    await userEvent.setup().click(row)
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})

describe('TransactionRow', () => {
  it('shows title, description, amount and time when confirmed', () => {
    const { container } = render(
      <TransactionRow
        direction="in"
        title="Received"
        description="From 0x1234…abcd"
        amount="+0.5 ETH"
        time="2h"
        statusLabel="Pending"
      />,
    )
    expect(screen.getByText('Received')).toBeInTheDocument()
    expect(screen.getByText('From 0x1234…abcd')).toBeInTheDocument()
    expect(screen.getByText('+0.5 ETH')).toHaveClass('apkt-tx__amount--in')
    expect(screen.getByText('2h')).toBeInTheDocument()
    expect(screen.queryByText('Pending')).toBeNull()
    expect(container.querySelector('.apkt-tx__icon--in svg')).not.toBeNull()
  })

  it('shows the status label instead of the time while pending or failed', () => {
    const { rerender } = render(
      <TransactionRow
        direction="out"
        title="Sent"
        amount="-1 USDC"
        time="now"
        status="pending"
        statusLabel="Pending"
      />,
    )
    expect(screen.getByText('Pending')).toHaveClass('apkt-tx__status--pending')
    expect(screen.queryByText('now')).toBeNull()
    rerender(
      <TransactionRow
        direction="out"
        title="Sent"
        amount="-1 USDC"
        time="now"
        status="failed"
        statusLabel="Failed"
      />,
    )
    expect(screen.getByText('Failed')).toHaveClass('apkt-tx__status--failed')
  })

  it('badges the token image with the direction', () => {
    const { container } = render(
      <TransactionRow direction="swap" imageSrc="https://cdn.example.org/t.png" title="Swapped" />,
    )
    expect(container.querySelector('.apkt-tx__media img')).toHaveAttribute(
      'src',
      'https://cdn.example.org/t.png',
    )
    expect(container.querySelector('.apkt-tx__badge--swap svg')).not.toBeNull()
  })
})

describe('ListRow', () => {
  it('is a plain element without onClick and marks itself disabled', () => {
    const { container } = render(<ListRow title="Static" disabled chevron />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(container.firstElementChild).toHaveAttribute('aria-disabled', 'true')
    expect(container.querySelector('.apkt-row__chevron svg')).not.toBeNull()
  })
})
