import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { RpcMethods } from '../json-rpc/rpc-dispatch.ts'
import { answerJsonRpc, listenJsonRpc, sendJson } from '../json-rpc/serve-json-rpc.ts'
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

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  endpoints: ReadonlyMap<string, RpcMethods>,
) {
  const methods = endpoints.get(new URL(request.url ?? '/', 'http://bundler').pathname)
  if (!methods) {
    if (request.method === 'OPTIONS') return sendJson(response, 204)
    return sendJson(response, 404, JSON.stringify({ error: `No chain at ${request.url}` }))
  }
  return answerJsonRpc(request, response, methods, MAX_BODY_BYTES)
}

/**
 * Starts the devnet's ERC-4337 bundler (EntryPoint v0.7) on `host` (loopback by default): one op
 * per bundle, submitted at once, no mempool, no reputation, no paymasters.
 */
export async function startBundler(parameters: StartBundlerParameters): Promise<Bundler> {
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
  const { server, port } = await listenJsonRpc({
    host: parameters.host,
    port: parameters.port,
    label: 'bundler',
    handle: (request, response) => handle(request, response, endpoints),
  })
  const urls = new Map(
    parameters.chains.map((chain) => [
      chain.chainId,
      `http://${parameters.host}:${port}/${chain.chainId}`,
    ]),
  )
  return {
    port,
    urls,
    beneficiary: bundler.address,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}
