import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { isSafeLinkUrl } from './is-safe-link-url.ts'
import { ExternalLink, Link } from './link.tsx'

describe('isSafeLinkUrl', () => {
  it('accepts http(s) and mailto only', () => {
    expect(isSafeLinkUrl('https://example.org/terms')).toBe(true)
    expect(isSafeLinkUrl('http://localhost:3000')).toBe(true)
    expect(isSafeLinkUrl('mailto:help@example.org')).toBe(true)
    expect(isSafeLinkUrl('javascript:alert(1)')).toBe(false)
    expect(isSafeLinkUrl('data:text/html,x')).toBe(false)
    expect(isSafeLinkUrl('/relative')).toBe(false)
    expect(isSafeLinkUrl(undefined)).toBe(false)
  })
})

describe('ExternalLink', () => {
  it('opens in a new tab without an opener', () => {
    render(
      <ExternalLink href="https://example.org/explorer" newTabLabel="(opens in a new tab)">
        View on explorer
      </ExternalLink>,
    )
    const link = screen.getByRole('link', { name: 'View on explorer (opens in a new tab)' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('renders an unsafe URL as plain text', () => {
    // biome-ignore lint/security/noScriptUrl: the unsafe URL is the input under test
    render(<ExternalLink href="javascript:alert(1)">Click me</ExternalLink>)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Click me').tagName).toBe('SPAN')
  })
})

describe('Link', () => {
  it('is an anchor with the link style', () => {
    render(<Link href="https://example.org">Terms</Link>)
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveClass('apkt-link')
  })
})
