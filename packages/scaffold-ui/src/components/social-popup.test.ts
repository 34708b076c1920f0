import { describe, expect, it, vi } from 'vitest'
import { openSocialWindow, SOCIAL_WINDOW_FEATURES } from './pending-social-window.ts'
import { createSocialPopup, SOCIAL_RESULT_MESSAGE } from './social-popup.ts'

function fakeWindow() {
  return {
    closed: false,
    location: { href: 'about:blank' },
    close: vi.fn(function (this: { closed: boolean }) {
      this.closed = true
    }),
  }
}

describe('social window', () => {
  it('opens at docs/project/behaviour.md §9 size, or reports a blocked window', () => {
    expect(SOCIAL_WINDOW_FEATURES).toBe('width=600,height=800,popup=yes')
    const open = vi.fn().mockReturnValue(null)
    expect(openSocialWindow({ open })).toBeUndefined()
    expect(open).toHaveBeenCalledWith('', 'openappkit-social', SOCIAL_WINDOW_FEATURES)
  })

  it('resolves with the URI the redirect page posts, navigates and closes', async () => {
    const win = fakeWindow()
    const host = new EventTarget() as EventTarget & { location: { origin: string } }
    host.location = { origin: 'https://dapp.test' }
    const popup = createSocialPopup(win as unknown as Window, host as never)
    popup.navigate('https://auth.test/x')
    expect(win.location.href).toBe('https://auth.test/x')
    host.dispatchEvent(new MessageEvent('message', { data: { type: 'other' }, source: null }))
    const event = new MessageEvent('message', {
      data: { type: SOCIAL_RESULT_MESSAGE, uri: 'https://dapp.test/?code=1' },
    })
    Object.defineProperty(event, 'source', { value: win })
    host.dispatchEvent(event)
    await expect(popup.result).resolves.toBe('https://dapp.test/?code=1')
    expect(popup.closed).toBe(false)
    popup.close()
    expect(win.close).toHaveBeenCalled()
    expect(popup.closed).toBe(true)
  })

  it('resolves when the window comes back to this origin', async () => {
    vi.useFakeTimers()
    try {
      const win = fakeWindow()
      const host = Object.assign(new EventTarget(), { location: { origin: 'https://dapp.test' } })
      const popup = createSocialPopup(win as unknown as Window, host as never)
      win.location.href = 'https://dapp.test/callback?state=2'
      await vi.advanceTimersByTimeAsync(500)
      await expect(popup.result).resolves.toBe('https://dapp.test/callback?state=2')
    } finally {
      vi.useRealTimers()
    }
  })
})
