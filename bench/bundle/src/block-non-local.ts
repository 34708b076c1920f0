import type { BrowserContext } from 'playwright-core'

export type BlockNonLocalReturnType = {
  /** Every aborted attempt, in order (`METHOD url` or `WS url`). */
  attempts: string[]
}

const isLocal = (url: string) => {
  const { protocol, hostname } = new URL(url)
  return protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1'
}

/**
 * Aborts every HTTP request and WebSocket of `context` to a host other than 127.0.0.1, so a
 * page cannot reach a cloud service during a bench, and records the attempts.
 */
export async function blockNonLocal(context: BrowserContext): Promise<BlockNonLocalReturnType> {
  const attempts: string[] = []
  await context.route('**/*', (route) => {
    const request = route.request()
    if (isLocal(request.url())) return route.continue()
    attempts.push(`${request.method()} ${request.url()}`)
    return route.abort('blockedbyclient')
  })
  await context.routeWebSocket(
    (url) => !isLocal(url.href),
    (socket) => {
      attempts.push(`WS ${socket.url()}`)
      return socket.close({ code: 1008, reason: 'blocked by bench' })
    },
  )
  return { attempts }
}
