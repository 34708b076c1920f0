import type { SocialPopup } from '@openappkit/controllers/internal'

/** The message a finished redirect page posts to its opener. */
export const SOCIAL_RESULT_MESSAGE = 'openappkit:social-result'

/** How often the window's address is checked for the redirect back to this origin. */
const POLL_MS = 500

type Host = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  location: { origin: string }
}

/**
 * The social login window as the flow drives it. The provider's redirect page reports the
 * result URI with `postMessage({ type: SOCIAL_RESULT_MESSAGE, uri })`, or the window comes back
 * to this origin and its address is the result.
 */
export function createSocialPopup(
  win: Window,
  host: Host = globalThis as unknown as Host,
): SocialPopup {
  let stop = () => {}
  const result = new Promise<string>((resolve) => {
    const finish = (uri: string) => {
      stop()
      resolve(uri)
    }
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; uri?: unknown } | null
      if (event.source !== win || data?.type !== SOCIAL_RESULT_MESSAGE) return
      if (typeof data.uri === 'string') finish(data.uri)
    }
    const poll = setInterval(() => {
      try {
        const href = win.location.href
        if (href.startsWith(host.location.origin) && href.includes('?')) finish(href)
      } catch {
        // Still on the provider's origin: its address cannot be read yet.
      }
    }, POLL_MS)
    stop = () => {
      clearInterval(poll)
      host.removeEventListener('message', onMessage as EventListener)
    }
    host.addEventListener('message', onMessage as EventListener)
  })
  return {
    navigate(url) {
      win.location.href = url
    },
    get closed() {
      return win.closed
    },
    close() {
      stop()
      if (!win.closed) win.close()
    },
    result,
  }
}
