import type { BrowserContext } from 'playwright-core'

export type RefuseNonLocalRequestsReturnType = {
  /** Every request, HTTP or WebSocket, the pages tried to send off this machine (refused). */
  readonly nonLocalRequests: ReadonlyArray<string>
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Whether `url` stays on this machine (data:, blob: and about: URLs never leave the page). */
export function isLocalUrl(url: string | URL): boolean {
  const { protocol, hostname } = typeof url === 'string' ? new URL(url) : url
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true
  return LOCAL_HOSTS.has(hostname)
}

/**
 * Refuses, and records, every request of the context's pages to a host off this machine: HTTP
 * (aborted) and WebSockets (closed; `route` does not see them). A page- or context-level route
 * registered after this one (`routeWalletConnectNetwork`) takes precedence for what it matches.
 */
export async function refuseNonLocalRequests(
  context: BrowserContext,
): Promise<RefuseNonLocalRequestsReturnType> {
  const nonLocalRequests: string[] = []
  await context.route(
    (url) => !isLocalUrl(url),
    (route) => {
      nonLocalRequests.push(route.request().url())
      return route.abort('blockedbyclient')
    },
  )
  await context.routeWebSocket(
    (url) => !isLocalUrl(url),
    (socket) => {
      nonLocalRequests.push(socket.url())
      return socket.close()
    },
  )
  return { nonLocalRequests }
}
