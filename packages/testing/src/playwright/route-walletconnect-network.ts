import { WALLETCONNECT_NETWORK_RELAY_URL } from '@openappkit/common/constants'
import type { BrowserContext, Page, WebSocketRoute } from 'playwright-core'
import { type RawData, WebSocket } from 'ws'

export type RouteWalletConnectNetworkParameters = {
  /** The relay on this machine the page's sockets reach instead (`ws://127.0.0.1:PORT`). */
  relayUrl: string
}

export type RouteWalletConnectNetworkReturnType = {
  /** Every socket the page opened to the WalletConnect network, as the page asked for it. */
  readonly sockets: ReadonlyArray<URL>
}

/** The host a WalletConnect client reaches the WalletConnect network at. */
export const WALLETCONNECT_NETWORK_HOST = new URL(WALLETCONNECT_NETWORK_RELAY_URL).host

// Codes a socket may be closed with by an endpoint (1005, 1006 and 1015 are reserved for
// reporting); anything else is passed on as a normal closure.
const closeCode = (code: number | undefined) =>
  code === 1000 || (code !== undefined && code >= 3000 && code <= 4999) ? code : 1000

const toText = (data: RawData) =>
  Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(data as Buffer[]).toString('utf8')

/**
 * Routes every socket the page opens to the WalletConnect network's relay to a relay on this
 * machine, with the same query (`auth`, `projectId`, `ua`...), forwarding frames both ways: the
 * page runs as on a live site while nothing leaves the machine. The WalletConnect protocol is the
 * same on both relays, so the page's client cannot tell. Registered on the page (or context)
 * given, it takes precedence over a context-wide guard that refuses other hosts.
 */
export async function routeWalletConnectNetwork(
  target: Page | BrowserContext,
  { relayUrl }: RouteWalletConnectNetworkParameters,
): Promise<RouteWalletConnectNetworkReturnType> {
  const sockets: URL[] = []
  await target.routeWebSocket(
    (url) => url.protocol === 'wss:' && url.host === WALLETCONNECT_NETWORK_HOST,
    (route) => forward(route, relayUrl, sockets),
  )
  return { sockets }
}

function forward(route: WebSocketRoute, relayUrl: string, sockets: URL[]) {
  const asked = new URL(route.url())
  sockets.push(asked)
  const local = new URL(relayUrl)
  local.search = asked.search
  const relay = new WebSocket(local)
  // The page's socket is open at once (a route without connectToServer); what it sends before
  // the local relay answers waits here.
  const waiting: string[] = []
  let closed = false
  route.onMessage((message) => {
    const text = typeof message === 'string' ? message : message.toString('utf8')
    if (relay.readyState === WebSocket.OPEN) relay.send(text)
    else waiting.push(text)
  })
  route.onClose((code, reason) => {
    closed = true
    if (relay.readyState === WebSocket.CONNECTING) relay.terminate()
    else relay.close(closeCode(code), reason)
  })
  relay.on('open', () => {
    for (const message of waiting.splice(0)) relay.send(message)
  })
  relay.on('message', (data) => {
    if (!closed) route.send(toText(data))
  })
  relay.on('close', (code, reason) => {
    if (closed) return
    closed = true
    void route.close({ code: closeCode(code), reason: reason.toString('utf8') })
  })
  // A refused upgrade or a stopped relay: the page sees its socket close and reconnects.
  relay.on('error', () => {
    if (closed) return
    closed = true
    void route.close({ code: 1000, reason: 'local relay unreachable' })
  })
}
