import { describe, expect, it } from 'vitest'
import { isSafeImageUrl } from './is-safe-image-url.ts'

describe('isSafeImageUrl', () => {
  it('accepts https and data images', () => {
    expect(isSafeImageUrl('https://cdn.example.org/wallet.png')).toBe(true)
    expect(isSafeImageUrl('HTTPS://cdn.example.org/a.svg')).toBe(true)
    expect(isSafeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true)
    expect(isSafeImageUrl('data:image/svg+xml,%3Csvg%3E%3C/svg%3E')).toBe(true)
  })

  it('rejects every other scheme, relative paths and junk', () => {
    for (const url of [
      'http://cdn.example.org/wallet.png',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.org/a.png',
      'blob:https://example.org/123',
      '//cdn.example.org/a.png',
      '/icons/a.png',
      'not a url',
      '',
      undefined,
      null,
    ]) {
      expect(isSafeImageUrl(url), String(url)).toBe(false)
    }
  })
})
