import type { Server } from 'node:http'
import type { RpcMethods } from '../json-rpc/rpc-dispatch.ts'
import { answerJsonRpc, listenJsonRpc, sendWithCorsText } from '../json-rpc/serve-json-rpc.ts'

/** Bodies above this are refused: a transaction is at most 1232 bytes, a batch far less than this. */
const MAX_BODY_BYTES = 5 * 1024 * 1024

/** Starts the HTTP JSON-RPC endpoint; resolves once it listens (port 0 picks a free port). */
export function startHttpServer(
  methods: RpcMethods,
  host: string,
  port: number,
): Promise<{ server: Server; port: number }> {
  return listenJsonRpc({
    host,
    port,
    label: 'Solana',
    handle: async (request, response) => {
      if (request.method === 'GET' && request.url === '/health') {
        return sendWithCorsText(response, 200, 'ok')
      }
      return answerJsonRpc(request, response, methods, MAX_BODY_BYTES)
    },
  })
}
