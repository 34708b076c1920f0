import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readBody, sendWithCors } from '../http/cors-http.ts'
import { errorResponse, JsonRpcErrorCode, stringifyJson } from './json-rpc.ts'
import { handleJsonRpcText, type RpcMethods } from './rpc-dispatch.ts'

/** Sends a JSON answer (or an empty one) with the devnet's permissive CORS headers. */
export function sendJson(response: ServerResponse, status: number, body?: string): void {
  sendWithCors(response, status, body, 'application/json')
}

/** Sends a plain-text answer with the devnet's permissive CORS headers. */
export function sendWithCorsText(response: ServerResponse, status: number, body: string): void {
  sendWithCors(response, status, body, 'text/plain')
}

/** Answers a request to a JSON-RPC endpoint: POST bodies up to `maxBodyBytes` go to `methods`. */
export async function answerJsonRpc(
  request: IncomingMessage,
  response: ServerResponse,
  methods: RpcMethods,
  maxBodyBytes: number,
): Promise<void> {
  if (request.method === 'OPTIONS') return sendJson(response, 204)
  if (request.method !== 'POST') return sendJson(response, 405)
  const body = await readBody(request, maxBodyBytes)
  if (body === undefined) {
    const tooLarge = errorResponse(null, {
      code: JsonRpcErrorCode.invalidRequest,
      message: 'Invalid request: body too large',
    })
    return sendJson(response, 413, stringifyJson(tooLarge))
  }
  const answer = await handleJsonRpcText(body, methods)
  return answer === undefined ? sendJson(response, 204) : sendJson(response, 200, answer)
}

/** Parameters of {@link listenJsonRpc}. */
export type ListenJsonRpcParameters = {
  host: string
  /** 0 picks a free port. */
  port: number
  /** Named in the log when the listening server reports an error. */
  label: string
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>
}

/** Starts an HTTP server for a JSON-RPC endpoint; resolves once it listens. */
export function listenJsonRpc(
  parameters: ListenJsonRpcParameters,
): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    parameters.handle(request, response).catch(() => sendJson(response, 500))
  })
  // A malformed HTTP request closes its own connection; it must never reach the process.
  server.on('clientError', (_error, socket) => socket.destroy())
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port, parameters.host, () => {
      server.off('error', reject)
      // Once listening, a server error (e.g. out of file descriptors) is reported, not fatal.
      server.on('error', (error) =>
        console.error(`devnet: ${parameters.label} HTTP server error:`, error),
      )
      resolve({ server, port: (server.address() as AddressInfo).port })
    })
  })
}
