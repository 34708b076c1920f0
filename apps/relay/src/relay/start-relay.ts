import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { type RawData, type WebSocket, WebSocketServer } from 'ws'
import { verifyClientJwt } from '../auth/verify-client-jwt.ts'
import { parseExactJson } from '../json-rpc/exact-json.ts'
import { jsonRpcError, RELAY_ERROR_CODES } from '../json-rpc/json-rpc.ts'
import { jsonRpcReplySchema, jsonRpcRequestSchema } from '../json-rpc/relay-requests.ts'
import { createMemoryBus, createMemoryMailbox } from '../mailbox/memory-mailbox.ts'
import { connectRedisRelayStorage } from '../redis/redis-mailbox.ts'
import { handleRequest } from './handle-request.ts'
import { RelayConnection } from './relay-connection.ts'
import { RelayError } from './relay-error.ts'
import { RelayNode } from './relay-node.ts'
import {
  DEFAULT_PING_INTERVAL_MS,
  DEFAULT_RELAY_LIMITS,
  type RelayOptions,
} from './relay-options.ts'

export type StartRelayReturnType = {
  /** `ws://host:port`: what clients take as `relayUrl`. */
  url: string
  port: number
  node: RelayNode
  stop(): Promise<void>
}

/** Close code the WalletConnect client reads as "refused, do not retry" (with a reason). */
const CLOSE_REFUSED = 3000
/** Standard close code for "try again later". */
const CLOSE_TRY_AGAIN_LATER = 1013

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
  const node = new RelayNode(mailbox, bus, limits, log)
  // Frames above this close the socket (1009); between maxMessageBytes and this, the client
  // gets a JSON-RPC error naming the limit.
  const sockets = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes * 4 })

  const server = createServer((request, response) => {
    const healthy = request.url === '/health'
    response.writeHead(healthy ? 200 : 404, { 'content-type': 'application/json' })
    response.end(JSON.stringify(healthy ? { status: 'ok' } : { error: 'Not found' }))
  })

  server.on('upgrade', (request, socket, head) => {
    const ip = request.socket.remoteAddress ?? 'unknown'
    const query = new URL(request.url ?? '/', 'ws://relay').searchParams
    const admission = admit(query, node, ip)
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
    try {
      connection.send(await handleRequest(node, connection, request.data))
    } catch (error) {
      log(`relay: ${request.data.method} failed: ${String(error)}`)
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

  return {
    url: `ws://${host}:${address.port}`,
    port: address.port,
    node,
    async stop() {
      clearInterval(pinger)
      for (const connection of node.connections) connection.socket.terminate()
      await new Promise<void>((resolve) => sockets.close(() => resolve()))
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await mailbox.close()
      await bus.close()
    },
  }
}
