import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Skeleton } from './skeleton.tsx'
import { Spinner } from './spinner.tsx'
import { Toast } from './toast.tsx'

describe('Toast', () => {
  it('announces success and loading politely', () => {
    const { rerender } = render(<Toast variant="success" message="Address copied" />)
    expect(screen.getByRole('status')).toHaveTextContent('Address copied')
    rerender(<Toast variant="loading" message="Waiting for the wallet" />)
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the wallet')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('interrupts with role alert for errors and can be closed', async () => {
    const onClose = vi.fn()
    render(
      <Toast variant="error" message="Request rejected" onClose={onClose} closeLabel="Dismiss" />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Request rejected')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe('Spinner and Skeleton', () => {
  it('hides a decorative spinner and announces a labelled one', () => {
    const { container, rerender } = render(<Spinner />)
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.queryByRole('status')).toBeNull()
    rerender(<Spinner label="Loading" />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading')
  })

  it('keeps skeletons out of the accessibility tree and sizes them', () => {
    const { container } = render(<Skeleton width={120} height="2em" shape="circle" />)
    const skeleton = container.firstElementChild as HTMLElement
    expect(skeleton).toHaveAttribute('aria-hidden', 'true')
    expect(skeleton).toHaveClass('apkt-skeleton--circle')
    expect(skeleton.style.getPropertyValue('--apkt-skeleton-width')).toBe('120px')
    expect(skeleton.style.getPropertyValue('--apkt-skeleton-height')).toBe('2em')
  })
})
