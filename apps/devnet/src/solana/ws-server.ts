import type { AddressInfo } from 'node:net'
import { type RawData, WebSocketServer } from 'ws'
import { handleJsonRpcText } from '../json-rpc/rpc-dispatch.ts'
import type { SolanaLedger } from './ledger.ts'
import { createSubscriptionMethods } from './subscriptions.ts'

/** Bigger messages close the connection: subscription requests are tiny. */
const MAX_MESSAGE_BYTES = 1024 * 1024

function messageText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8')
  return data.toString('utf8')
}

/** Starts the websocket endpoint (subscriptions); resolves once it listens. */
export function startWsServer(
  ledger: SolanaLedger,
  host: string,
  port: number,
): Promise<{ server: WebSocketServer; port: number }> {
  let lastId = 0
  const nextId = () => {
    lastId += 1
    return lastId
  }
  const server = new WebSocketServer({ host, port, maxPayload: MAX_MESSAGE_BYTES })
  server.on('connection', (socket) => {
    const send = (text: string) => {
      if (socket.readyState === socket.OPEN) socket.send(text)
    }
    const subscriptions = createSubscriptionMethods({ ledger, send, nextId })
    socket.on('message', (data) => {
      handleJsonRpcText(messageText(data), subscriptions.methods).then((answer) => {
        if (answer !== undefined) send(answer)
      })
    })
    socket.on('close', () => subscriptions.closeAll())
    // Errors (bad frames, oversize messages) end this connection only.
    socket.on('error', () => socket.terminate())
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.once('listening', () => {
      server.off('error', reject)
      // Once listening, a server error is reported, not fatal.
      server.on('error', (error) => console.error('devnet: Solana websocket server error:', error))
      resolve({ server, port: (server.address() as AddressInfo).port })
    })
  })
}
