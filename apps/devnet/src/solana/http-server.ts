import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readBody, sendWithCors } from '../http/cors-http.ts'
import { errorResponse, JsonRpcErrorCode, stringifyJson } from './json-rpc.ts'
import { handleJsonRpcText, type RpcMethods } from './rpc-dispatch.ts'

/** Bodies above this are refused: a transaction is at most 1232 bytes, a batch far less than this. */
const MAX_BODY_BYTES = 5 * 1024 * 1024

function send(response: ServerResponse, status: number, body?: string, type = 'application/json') {
  sendWithCors(response, status, body, type)
}

async function handle(request: IncomingMessage, response: ServerResponse, methods: RpcMethods) {
  if (request.method === 'OPTIONS') return send(response, 204)
  if (request.method === 'GET' && request.url === '/health') {
    return send(response, 200, 'ok', 'text/plain')
  }
  if (request.method !== 'POST') return send(response, 405)
  const body = await readBody(request, MAX_BODY_BYTES)
  if (body === undefined) {
    const tooLarge = errorResponse(null, {
      code: JsonRpcErrorCode.invalidRequest,
      message: 'Invalid request: body too large',
    })
    return send(response, 413, stringifyJson(tooLarge))
  }
  const answer = await handleJsonRpcText(body, methods)
  return answer === undefined ? send(response, 204) : send(response, 200, answer)
}

/** Starts the HTTP JSON-RPC endpoint; resolves once it listens (port 0 picks a free port). */
export function startHttpServer(
  methods: RpcMethods,
  host: string,
  port: number,
): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    handle(request, response, methods).catch(() => send(response, 500))
  })
  // A malformed HTTP request closes its own connection; it must never reach the process.
  server.on('clientError', (_error, socket) => socket.destroy())
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      // Once listening, a server error (e.g. out of file descriptors) is reported, not fatal.
      server.on('error', (error) => console.error('devnet: Solana HTTP server error:', error))
      resolve({ server, port: (server.address() as AddressInfo).port })
    })
  })
}
