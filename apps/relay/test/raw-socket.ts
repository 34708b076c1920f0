import { WebSocket } from 'ws'
import { signClientJwt } from './client-jwt.ts'

export type RawSocket = {
  socket: WebSocket
  clientId: string
  secretKey: Uint8Array
  /** The next frame the relay sends (already received or still to come), as raw text. */
  next(): Promise<string>
  /** Sends a frame and resolves with the relay's reply to it (the next frame with its id). */
  call(method: string, params: unknown, id?: number | string): Promise<Record<string, unknown>>
  close(): Promise<void>
}

export type OpenRawSocketParameters = {
  jwt?: string | undefined
  secretKey?: Uint8Array | undefined
  useOnCloseEvent?: boolean | undefined
  autoPong?: boolean | undefined
}

let requestId = 1

/** A bare WebSocket client of the relay, as the WalletConnect clients open it. */
export async function openRawSocket(
  relayUrl: string,
  parameters: OpenRawSocketParameters = {},
): Promise<RawSocket> {
  const signed = signClientJwt({ secretKey: parameters.secretKey })
  const query = new URLSearchParams({ auth: parameters.jwt ?? signed.jwt, projectId: 'test' })
  if (parameters.useOnCloseEvent !== false) query.set('useOnCloseEvent', 'true')
  const socket = new WebSocket(`${relayUrl}/?${query}`, { autoPong: parameters.autoPong ?? true })
  const frames: string[] = []
  const waiters: Array<(frame: string) => void> = []
  socket.on('message', (data) => {
    const frame = data.toString()
    const waiter = waiters.shift()
    if (waiter) waiter(frame)
    else frames.push(frame)
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const next = () => {
    const frame = frames.shift()
    return frame === undefined
      ? new Promise<string>((resolve) => waiters.push(resolve))
      : Promise.resolve(frame)
  }
  return {
    socket,
    clientId: signed.clientId,
    secretKey: signed.secretKey,
    next,
    async call(method, params, id = requestId++) {
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      for (;;) {
        const reply = JSON.parse(await next()) as Record<string, unknown>
        if (reply.id === id && !('method' in reply)) return reply
        frames.push(JSON.stringify(reply))
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve()
        socket.once('close', () => resolve())
        socket.close()
      }),
  }
}

/** How the relay closed a socket it refused after the upgrade. */
export function closeOf(socket: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
}
