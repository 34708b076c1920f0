import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { type RawData, type WebSocket, WebSocketServer } from 'ws'
import { verifyClientJwt } from '../auth/verify-client-jwt.ts'
import { parseExactJson } from '../json-rpc/exact-json.ts'
import { jsonRpcError, RELAY_ERROR_CODES } from '../json-rpc/json-rpc.ts'
import { jsonRpcReplySchema, jsonRpcRequestSchema } from '../json-rpc/relay-requests.ts'
import { createMemoryBus, createMemoryMailbox } from '../mailbox/memory-mailbox.ts'
import { createOperationsHandler } from '../operations/operations-http.ts'
import { createRelayMetrics } from '../operations/relay-metrics.ts'
import { connectRedisRelayStorage } from '../redis/redis-mailbox.ts'
import { handleRequest } from './handle-request.ts'
import { RelayConnection } from './relay-connection.ts'
import { RelayError } from './relay-error.ts'
import { RelayNode } from './relay-node.ts'
import {
  DEFAULT_PING_INTERVAL_MS,
  DEFAULT_RELAY_LIMITS,
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  type RelayOptions,
} from './relay-options.ts'

export type StartRelayReturnType = {
  /** `ws://host:port`: what clients take as `relayUrl`. */
  url: string
  port: number
  node: RelayNode
  /**
   * Stops taking sockets, asks every open one to close (1001: clients reconnect elsewhere),
   * lets requests being handled finish, cuts what is left after `shutdownTimeoutMs`, then
   * closes the mailbox; safe to call twice.
   */
  stop(): Promise<void>
}

/** Close code the WalletConnect client reads as "refused, do not retry" (with a reason). */
const CLOSE_REFUSED = 3000
/** Standard close code for "try again later". */
const CLOSE_TRY_AGAIN_LATER = 1013
/** Standard close code for "going away": the server stops; the client reconnects. */
const CLOSE_GOING_AWAY = 1001

type Admission = { clientId: string } | { refusal: string; retry: boolean }

function admit(query: URLSearchParams, node: RelayNode, ip: string): Admission {
  if (node.connectionsFrom(ip) >= node.limits.maxConnectionsPerIp) {
    return { refusal: 'Too many connections from this address', retry: true }
  }
  const auth = query.get('auth')
  if (!auth) return { refusal: 'Unauthorized: the auth token is missing', retry: false }
  try {
    return { clientId: verifyClientJwt({ jwt: auth }).clientId }
  } catch (error) {
    const reason = error instanceof RelayError ? error.shortMessage : 'Unauthorized'
    return { refusal: reason, retry: false }
  }
}

// Methods as the metric's label: the known ones, so a client cannot grow the label set.
const KNOWN_METHODS = new Set([
  'irn_subscribe',
  'irn_batchSubscribe',
  'irn_unsubscribe',
  'irn_batchUnsubscribe',
  'irn_publish',
  'irn_batchPublish',
  'irn_batchFetchMessages',
  'wc_proposeSession',
  'wc_approveSession',
])
const methodLabel = (method: string) => (KNOWN_METHODS.has(method) ? method : 'other')
const secondsSince = (startedAt: number) => (performance.now() - startedAt) / 1_000

function refuseUpgrade(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}

/** Starts a WalletConnect relay on `host:port` (127.0.0.1 and a free port by default). */
export async function startRelay(options: RelayOptions = {}): Promise<StartRelayReturnType> {
  const overrides = Object.entries(options.limits ?? {}).filter(([, value]) => value !== undefined)
  const limits = { ...DEFAULT_RELAY_LIMITS, ...Object.fromEntries(overrides) }
  const log = options.log ?? (() => {})
  const shared =
    options.redisUrl && !(options.mailbox && options.bus)
      ? await connectRedisRelayStorage(options.redisUrl, limits.maxMessagesPerTopic)
      : undefined
  const mailbox =
    options.mailbox ??
    shared?.mailbox ??
    createMemoryMailbox({ maxMessagesPerTopic: limits.maxMessagesPerTopic })
  const bus = options.bus ?? shared?.bus ?? createMemoryBus()
  // The storage's one-step publish only serves its own mailbox and bus.
  const ownStorage = shared && mailbox === shared.mailbox && bus === shared.bus
  const node = new RelayNode(
    mailbox,
    bus,
    limits,
    log,
    ownStorage ? shared.storeAndAnnounce : undefined,
  )
  // Frames above this close the socket (1009); between maxMessageBytes and this, the client
  // gets a JSON-RPC error naming the limit.
  const sockets = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes * 4 })

  const metrics = createRelayMetrics(node)
  let draining = false
  // Requests being handled: a stopping relay waits for them before it closes the mailbox.
  let handling = 0
  const server = createServer(
    createOperationsHandler({
      metrics,
      draining: () => draining,
      storeReady: () => mailbox.ready?.() ?? Promise.resolve(true),
      sockets: () => node.connections.size,
      metricsToken: options.metricsToken,
    }),
  )

  server.on('upgrade', (request, socket, head) => {
    const ip = request.socket.remoteAddress ?? 'unknown'
    const query = new URL(request.url ?? '/', 'ws://relay').searchParams
    if (draining) return refuseUpgrade(socket, 503, 'The relay is shutting down')
    const admission = admit(query, node, ip)
    if ('refusal' in admission) {
      metrics.countRefusal(admission.retry ? 'connections-per-ip' : 'auth')
    }
    const readsCloseReasons = query.get('useOnCloseEvent') === 'true'
    if ('refusal' in admission && !readsCloseReasons) {
      log(`relay: refused ${ip}: ${admission.refusal}`)
      return refuseUpgrade(socket, admission.retry ? 429 : 401, admission.refusal)
    }
    sockets.handleUpgrade(request, socket, head, (webSocket) => {
      if ('refusal' in admission) {
        log(`relay: refused ${ip}: ${admission.refusal}`)
        webSocket.close(admission.retry ? CLOSE_TRY_AGAIN_LATER : CLOSE_REFUSED, admission.refusal)
        return
      }
      accept(webSocket, admission.clientId, ip)
    })
  })

  function accept(socket: WebSocket, clientId: string, ip: string) {
    const connection = new RelayConnection(socket, clientId, ip)
    node.add(connection)
    socket.on('pong', () => {
      connection.alive = true
    })
    socket.on('message', (data: RawData) => {
      void onMessage(connection, data)
    })
    socket.on('close', () => node.remove(connection))
    socket.on('error', (error) => log(`relay: socket error from ${ip}: ${error.message}`))
  }

  async function onMessage(connection: RelayConnection, data: RawData) {
    let payload: unknown
    try {
      payload = parseExactJson(data.toString())
    } catch {
      connection.send(jsonRpcError(null, RELAY_ERROR_CODES.parseError, 'Parse error: not JSON'))
      return
    }
    const reply = jsonRpcReplySchema.safeParse(payload)
    if (reply.success && !('method' in (payload as object))) {
      await node.acknowledge(connection, String(reply.data.id), reply.data.error === undefined)
      return
    }
    const request = jsonRpcRequestSchema.safeParse(payload)
    if (!request.success) {
      const id = (payload as { id?: unknown } | null)?.id
      const echoed = typeof id === 'number' || typeof id === 'bigint' || typeof id === 'string'
      connection.send(
        jsonRpcError(
          echoed ? id : null,
          RELAY_ERROR_CODES.invalidRequest,
          'Invalid request: expected a JSON-RPC 2.0 request',
        ),
      )
      return
    }
    const startedAt = performance.now()
    handling += 1
    try {
      const answer = await handleRequest(node, connection, request.data)
      connection.send(answer)
      const outcome = 'error' in answer ? 'error' : 'ok'
      metrics.observeRequest(methodLabel(request.data.method), outcome, secondsSince(startedAt))
    } catch (error) {
      metrics.observeRequest(methodLabel(request.data.method), 'error', secondsSince(startedAt))
      log(`relay: ${request.data.method} failed: ${String(error)}`)
    } finally {
      handling -= 1
    }
  }

  const pingInterval = options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS
  const pinger = setInterval(() => {
    for (const connection of node.connections) {
      // Two intervals without a pong: the peer is gone without closing.
      if (!connection.alive) {
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
    }
  }, pingInterval)
  pinger.unref()

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const address = server.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  let stopped: Promise<void> | undefined

  return {
    url: `ws://${host}:${address.port}`,
    port: address.port,
    node,
    stop() {
      stopped ??= (async () => {
        draining = true
        clearInterval(pinger)
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        const deadline = Date.now() + (options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS)
        for (const connection of node.connections) {
          connection.socket.close(CLOSE_GOING_AWAY, 'The relay is shutting down')
        }
        while ((node.connections.size > 0 || handling > 0) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
        for (const connection of node.connections) connection.socket.terminate()
        await new Promise<void>((resolve) => sockets.close(() => resolve()))
        server.closeAllConnections()
        await closed
        await mailbox.close()
        await bus.close()
      })()
      return stopped
    },
  }
}
