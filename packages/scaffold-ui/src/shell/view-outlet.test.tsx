import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createLazyView } from '../router/create-lazy-view.ts'
import { createDeferred } from '../test-utils/deferred.ts'
import { ViewOutlet } from './view-outlet.tsx'

function Loaded() {
  return <p>Loaded view</p>
}

describe('ViewOutlet', () => {
  it('shows a loading state until the view chunk arrives, and fetches it once', async () => {
    const chunk = createDeferred<typeof Loaded>()
    const load = vi.fn(() => chunk.promise)
    const lazy = createLazyView(load)
    render(<ViewOutlet view="Networks" definition={{ title: () => 'Networks', lazy }} />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading')
    await act(async () => chunk.resolve(Loaded))
    expect(screen.getByText('Loaded view')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('offers to try again when the chunk fails, and loads it on retry', async () => {
    const load = vi
      .fn<() => Promise<typeof Loaded>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(Loaded)
    const lazy = createLazyView(load)
    // React reports the caught error to the console; this test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<ViewOutlet view="Networks" definition={{ title: () => 'Networks', lazy }} />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("This screen couldn't be loaded.")
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Loaded view')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('renders an initial-chunk view at once', () => {
    render(<ViewOutlet view="Connect" definition={{ title: () => 'x', Component: Loaded }} />)
    expect(screen.getByText('Loaded view')).toBeInTheDocument()
  })
})
