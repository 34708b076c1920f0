import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { readBody, sendWithCors } from '../http/cors-http.ts'
import { errorResponse, JsonRpcErrorCode, stringifyJson } from '../solana/json-rpc.ts'
import { handleJsonRpcText, type RpcMethods } from '../solana/rpc-dispatch.ts'
import { createBundlerMethods } from './bundler-methods.ts'

/** A UserOperation with its signature is a few kB; a body above this is refused. */
const MAX_BODY_BYTES = 1024 * 1024

/** Parameters of {@link startBundler}. */
export type StartBundlerParameters = {
  host: string
  /** 0 picks a free port. */
  port: number
  chains: readonly { chainId: number; rpcUrl: string }[]
  entryPoint: Address
  /** The key handleOps is signed with; pays the bundles and receives the refunds. */
  bundlerPrivateKey: Hex
}

/** A running bundler: one HTTP server, one JSON-RPC endpoint per chain at `/<chainId>`. */
export type Bundler = {
  port: number
  /** The endpoint of each chain, by chain id. */
  urls: ReadonlyMap<number, string>
  beneficiary: Address
  close: () => Promise<void>
}

function send(response: ServerResponse, status: number, body?: string) {
  sendWithCors(response, status, body, 'application/json')
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  endpoints: ReadonlyMap<string, RpcMethods>,
) {
  if (request.method === 'OPTIONS') return send(response, 204)
  const methods = endpoints.get(new URL(request.url ?? '/', 'http://bundler').pathname)
  if (!methods) {
    return send(response, 404, JSON.stringify({ error: `No chain at ${request.url}` }))
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

/**
 * Starts the devnet's ERC-4337 bundler (EntryPoint v0.7) on `host` (loopback by default): one op
 * per bundle, submitted at once, no mempool, no reputation, no paymasters.
 */
export function startBundler(parameters: StartBundlerParameters): Promise<Bundler> {
  const bundler = privateKeyToAccount(parameters.bundlerPrivateKey)
  const endpoints = new Map<string, RpcMethods>(
    parameters.chains.map((chain) => [
      `/${chain.chainId}`,
      createBundlerMethods({
        context: { ...chain, entryPoint: parameters.entryPoint },
        bundler,
      }),
    ]),
  )
  const server = createServer((request, response) => {
    handle(request, response, endpoints).catch(() => send(response, 500))
  })
  server.on('clientError', (_error, socket) => socket.destroy())
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port, parameters.host, () => {
      server.off('error', reject)
      server.on('error', (error) => console.error('devnet: bundler HTTP server error:', error))
      const { port } = server.address() as AddressInfo
      const urls = new Map(
        parameters.chains.map((chain) => [
          chain.chainId,
          `http://${parameters.host}:${port}/${chain.chainId}`,
        ]),
      )
      resolve({
        port,
        urls,
        beneficiary: bundler.address,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}
