import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readBody, sendWithCors } from '../http/cors-http.ts'
import type { BitcoinChain } from './chain.ts'
import { handleEsploraRequest } from './routes.ts'

/** A standard transaction is at most 400 000 WU (≈ 200 kB of hex); this leaves room to spare. */
const MAX_BODY_BYTES = 1024 * 1024

function send(response: ServerResponse, status: number, body?: string, type = 'text/plain') {
  sendWithCors(response, status, body, `${type}; charset=utf-8`)
}

async function handle(request: IncomingMessage, response: ServerResponse, chain: BitcoinChain) {
  if (request.method === 'OPTIONS') return send(response, 204)
  const body = request.method === 'POST' ? await readBody(request, MAX_BODY_BYTES) : ''
  if (body === undefined) return send(response, 413, 'Request body too large')
  const path = new URL(request.url ?? '/', 'http://devnet').pathname.replace(/\/+$/, '') || '/'
  const answer = handleEsploraRequest(chain, { method: request.method ?? 'GET', path, body })
  return send(response, answer.status, answer.body, answer.contentType)
}

/** Serves the Esplora API over HTTP; resolves once it listens (port 0 picks a free port). */
export function startEsploraServer(
  chain: BitcoinChain,
  host: string,
  port: number,
): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    handle(request, response, chain).catch((error: unknown) => {
      console.error('devnet: Bitcoin Esplora request failed:', error)
      send(response, 500, 'Internal error')
    })
  })
  // A malformed HTTP request closes its own connection; it must never reach the process.
  server.on('clientError', (_error, socket) => socket.destroy())
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      // Once listening, a server error (e.g. out of file descriptors) is reported, not fatal.
      server.on('error', (error) => console.error('devnet: Bitcoin Esplora server error:', error))
      resolve({ server, port: (server.address() as AddressInfo).port })
    })
  })
}
