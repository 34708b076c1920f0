import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Avatar } from './avatar.tsx'
import { NetworkImage, TokenImage, WalletImage } from './images.tsx'

const https = 'https://cdn.example.org/wallet.png'

describe('WalletImage, NetworkImage, TokenImage', () => {
  it('renders an allowed image', () => {
    const { container } = render(<WalletImage src={https} alt="Example Wallet" size={48} />)
    const img = screen.getByRole('img', { name: 'Example Wallet' })
    expect(img.tagName).toBe('IMG')
    expect(img).toHaveAttribute('src', https)
    expect(img).toHaveAttribute('referrerpolicy', 'no-referrer')
    const frame = container.firstElementChild as HTMLElement
    expect(frame.style.getPropertyValue('--apkt-image-size')).toBe('48px')
  })

  it('swaps to the placeholder when the image fails, and retries for a new src', () => {
    const { container, rerender } = render(<NetworkImage src={https} alt="Ethereum" />)
    fireEvent.error(container.querySelector('img') as HTMLImageElement)
    expect(container.querySelector('img')).toBeNull()
    const placeholder = screen.getByRole('img', { name: 'Ethereum' })
    expect(placeholder).toHaveClass('apkt-image__placeholder')
    expect(placeholder.querySelector('svg')).not.toBeNull()
    rerender(<NetworkImage src="https://cdn.example.org/other.png" alt="Ethereum" />)
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.example.org/other.png',
    )
  })

  it.each([
    ['missing', undefined],
    ['http', 'http://cdn.example.org/token.png'],
    ['javascript', 'javascript:alert(1)'],
    ['data html', 'data:text/html,<script>alert(1)</script>'],
  ])('never renders a %s URL', (_, src) => {
    const { container } = render(<TokenImage src={src} />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('.apkt-image__placeholder')).toHaveAttribute(
      'aria-hidden',
      'true',
    )
  })
})

describe('Avatar', () => {
  const alice = '0x52908400098527886E0F7030069857D2E4169EE7'
  const bob = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'
  const background = (element: HTMLElement) =>
    element.style.getPropertyValue('--apkt-avatar-background')

  it('paints the same gradient for the same address and another for another', () => {
    render(
      <>
        <Avatar address={alice} label="alice" />
        <Avatar address={alice.toLowerCase()} label="alice again" />
        <Avatar address={bob} label="bob" />
      </>,
    )
    const first = background(screen.getByRole('img', { name: 'alice' }))
    expect(first).toContain('gradient(')
    expect(background(screen.getByRole('img', { name: 'alice again' }))).toBe(first)
    expect(background(screen.getByRole('img', { name: 'bob' }))).not.toBe(first)
  })

  it('shows an allowed image over the gradient and drops it on error', () => {
    const { container } = render(<Avatar address={alice} src={https} label="alice.eth" />)
    const img = container.querySelector('img') as HTMLImageElement
    expect(img).toHaveAttribute('src', https)
    fireEvent.error(img)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByRole('img', { name: 'alice.eth' })).toBeInTheDocument()
  })

  it('ignores a disallowed image scheme', () => {
    const { container } = render(<Avatar address={alice} src="ipfs://bafy/avatar.png" label="" />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true')
  })
})
