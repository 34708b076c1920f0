import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { createClientJwt } from '@openappkit/relay'
import { WebSocket } from 'ws'
import { percentile } from './stats.ts'

export type MeasureSocketLoadParameters = {
  relayUrl: string
  /** Sockets held open at once (half publish, half subscribe, in pairs sharing a topic). */
  sockets: number
  /** Messages published per pair. */
  messagesPerPair: number
  /** Publishes per second across all pairs. */
  rate: number
  /** Called once every socket is open and subscribed, before the first publish. */
  onHeld?: (() => Promise<void>) | undefined
}

export type MeasureSocketLoadReturnType = {
  opened: number
  openMs: number
  heldAtEnd: number
  published: number
  delivered: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** Deliveries per second over the publishing window. */
  throughput: number
}

type Client = { socket: WebSocket; topic: string }

let nextId = 1
const request = (method: string, params: unknown) =>
  JSON.stringify({ id: nextId++, jsonrpc: '2.0', method, params })

function open(relayUrl: string): Promise<WebSocket> {
  const query = new URLSearchParams({ auth: createClientJwt().jwt, useOnCloseEvent: 'true' })
  const socket = new WebSocket(`${relayUrl}/?${query}`)
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket))
    socket.once('error', reject)
    socket.once('close', (code, reason) => reject(new Error(`closed ${code} ${reason}`)))
  })
}

/** Opens the sockets, then has every publisher publish at the given rate; times each delivery. */
export async function measureSocketLoad(
  parameters: MeasureSocketLoadParameters,
): Promise<MeasureSocketLoadReturnType> {
  const pairs = Math.floor(parameters.sockets / 2)
  const openedAt = performance.now()
  const sockets: WebSocket[] = []
  // In batches, as browsers arrive: a thousand handshakes at the same instant is a SYN flood.
  for (let index = 0; index < pairs * 2; index += 100) {
    const batch = Math.min(100, pairs * 2 - index)
    sockets.push(
      ...(await Promise.all(Array.from({ length: batch }, () => open(parameters.relayUrl)))),
    )
  }
  const openMs = performance.now() - openedAt

  const sentAt = new Map<string, number>()
  const latencies: number[] = []
  const publishers: Client[] = []
  for (let pair = 0; pair < pairs; pair++) {
    const topic = randomBytes(32).toString('hex')
    const publisher = sockets[pair * 2] as WebSocket
    const subscriber = sockets[pair * 2 + 1] as WebSocket
    publishers.push({ socket: publisher, topic })
    subscriber.on('message', (data) => {
      const message = JSON.parse(data.toString()) as {
        id: number
        method?: string
        params?: { data: { message: string } }
      }
      if (message.method !== 'irn_subscription' || !message.params) return
      const started = sentAt.get(message.params.data.message)
      if (started !== undefined) latencies.push(performance.now() - started)
      subscriber.send(JSON.stringify({ id: message.id, jsonrpc: '2.0', result: true }))
    })
    await new Promise<void>((resolve) => {
      subscriber.once('message', () => resolve())
      subscriber.send(request('irn_subscribe', { topic }))
    })
  }

  await parameters.onHeld?.()

  // An envelope the size of a typical WalletConnect request (~600 bytes of base64).
  const padding = randomBytes(420).toString('base64')
  const total = pairs * parameters.messagesPerPair
  const perTick = Math.max(1, Math.round(parameters.rate / 100))
  const publishStarted = performance.now()
  let published = 0
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      for (let count = 0; count < perTick && published < total; count++) {
        const { socket, topic } = publishers[published % pairs] as Client
        const message = `${published}:${padding}`
        sentAt.set(message, performance.now())
        socket.send(request('irn_publish', { topic, message, ttl: 300, tag: 1108 }))
        published++
      }
      if (published >= total) {
        clearInterval(timer)
        resolve()
      }
    }, 10)
  })
  const deadline = performance.now() + 30_000
  while (latencies.length < total && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const windowMs = performance.now() - publishStarted
  const heldAtEnd = sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length
  for (const socket of sockets) socket.terminate()
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    opened: sockets.length,
    openMs,
    heldAtEnd,
    published,
    delivered: latencies.length,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
    throughput: (latencies.length / windowMs) * 1000,
  }
}
