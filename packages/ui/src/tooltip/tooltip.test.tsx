import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Tooltip } from './tooltip.tsx'

function renderTooltip(onOuterKeyDown = vi.fn()) {
  render(
    // biome-ignore lint/a11y/noStaticElementInteractions: a test probe for bubbling keys
    <div onKeyDown={onOuterKeyDown}>
      <Tooltip content="Copies the address">
        <button type="button" aria-describedby="existing">
          Copy
        </button>
      </Tooltip>
      <span id="existing">Shortcut C</span>
    </div>,
  )
  return { trigger: screen.getByRole('button', { name: 'Copy' }), onOuterKeyDown }
}

describe('Tooltip', () => {
  it('describes its trigger, keeping an existing description', () => {
    const { trigger } = renderTooltip()
    const tooltip = screen.getByRole('tooltip', { hidden: true })
    expect(trigger.getAttribute('aria-describedby')).toBe(`existing ${tooltip.id}`)
    expect(trigger).toHaveAccessibleDescription('Shortcut C Copies the address')
  })

  it('shows on focus and hides on blur', async () => {
    const { trigger } = renderTooltip()
    const user = userEvent.setup()
    expect(screen.queryByRole('tooltip')).toBeNull()
    await user.tab()
    expect(trigger).toHaveFocus()
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copies the address')
    await user.tab()
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('shows on hover and hides when the pointer leaves', async () => {
    const { trigger } = renderTooltip()
    const user = userEvent.setup()
    await user.hover(trigger)
    expect(screen.getByRole('tooltip')).toBeVisible()
    await user.unhover(trigger)
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('hides on Escape without letting it close the surrounding dialog', async () => {
    const { onOuterKeyDown } = renderTooltip()
    const user = userEvent.setup()
    await user.tab()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(onOuterKeyDown).not.toHaveBeenCalled()
    // Closed already: Escape goes on to the dialog.
    await user.keyboard('{Escape}')
    expect(onOuterKeyDown).toHaveBeenCalledTimes(1)
  })
})
