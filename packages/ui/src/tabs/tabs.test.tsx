import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { type TabItem, Tabs } from './tabs.tsx'

type Id = 'tokens' | 'nfts' | 'activity' | 'names'
const items: TabItem<Id>[] = [
  { id: 'tokens', label: 'Tokens' },
  { id: 'nfts', label: 'NFTs', disabled: true },
  { id: 'activity', label: 'Activity' },
  { id: 'names', label: 'Names' },
]

function Controlled({ onSelect }: { onSelect?: (id: Id) => void }) {
  const [selected, setSelected] = useState<Id>('tokens')
  return (
    <Tabs
      label="Account"
      items={items}
      selectedId={selected}
      onSelect={(id) => {
        setSelected(id)
        onSelect?.(id)
      }}
    >
      <p>Panel of {selected}</p>
    </Tabs>
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })

describe('Tabs', () => {
  it('exposes a named tablist, a selected tab and the panel it labels', () => {
    render(<Controlled />)
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeInTheDocument()
    expect(tab('Tokens')).toHaveAttribute('aria-selected', 'true')
    expect(tab('Activity')).toHaveAttribute('aria-selected', 'false')
    const panel = screen.getByRole('tabpanel', { name: 'Tokens' })
    expect(tab('Tokens')).toHaveAttribute('aria-controls', panel.id)
    expect(panel).toHaveTextContent('Panel of tokens')
  })

  it('has one Tab stop, the selected tab', async () => {
    render(<Controlled />)
    expect(tab('Tokens')).toHaveAttribute('tabindex', '0')
    expect(tab('Activity')).toHaveAttribute('tabindex', '-1')
    const user = userEvent.setup()
    await user.tab()
    expect(tab('Tokens')).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('tabpanel')).toHaveFocus()
  })

  it('moves and selects with the arrow keys, wrapping and skipping disabled tabs', async () => {
    const onSelect = vi.fn()
    render(<Controlled onSelect={onSelect} />)
    const user = userEvent.setup()
    await user.tab()
    await user.keyboard('{ArrowRight}')
    expect(tab('Activity')).toHaveFocus()
    expect(tab('Activity')).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Activity' })).toHaveTextContent(
      'Panel of activity',
    )
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(tab('Tokens')).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(tab('Names')).toHaveFocus()
    await user.keyboard('{Home}')
    expect(tab('Tokens')).toHaveFocus()
    await user.keyboard('{End}')
    expect(tab('Names')).toHaveFocus()
    expect(onSelect.mock.calls.map(([id]) => id)).toEqual([
      'activity',
      'names',
      'tokens',
      'names',
      'tokens',
      'names',
    ])
    expect(onSelect).not.toHaveBeenCalledWith('nfts')
  })

  it('selects on click', async () => {
    render(<Controlled />)
    await userEvent.setup().click(tab('Names'))
    expect(tab('Names')).toHaveAttribute('aria-selected', 'true')
    expect(tab('Tokens')).toHaveAttribute('tabindex', '-1')
  })
})
