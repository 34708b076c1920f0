import { createClient, http } from 'viem'
import type { App } from '../http/app-env.ts'
import type { ApiContext } from '../server/api-context.ts'
import { type ChainRpcEndpoint, registerChainRpcRoute } from './chain-rpc-route.ts'
import { smartAccountChainsOf } from './smart-account-networks.ts'

/** The ERC-4337 bundler methods the wallet frame's smart account needs (ERC-7769). */
export const BUNDLER_METHODS: ReadonlySet<string> = new Set([
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'eth_chainId',
])

// A bundler answers eth_sendUserOperation once the op is in its pool or (a devnet's) mined.
const BUNDLER_TIMEOUT_MS = 30_000

/**
 * The wallet frame's bundler access (`/v1/embedded/bundler`): the ERC-4337 methods on a
 * smart-account network, forwarded to that chain's bundler once, never retried (a send is not
 * idempotent); the bundler's error codes and messages reach the frame unchanged.
 */
export function registerEmbeddedBundlerRoutes(app: App, context: ApiContext): void {
  const bundlers = new Map<number, ChainRpcEndpoint>(
    smartAccountChainsOf(context).map(({ chainId, bundlerUrl }) => {
      const client = createClient({
        transport: http(bundlerUrl, { retryCount: 0, timeout: BUNDLER_TIMEOUT_MS }),
      })
      return [chainId, { request: (call) => client.request(call as never) }]
    }),
  )
  registerChainRpcRoute(app, {
    path: '/v1/embedded/bundler',
    endpointOf(chainId) {
      const bundler = bundlers.get(chainId)
      if (bundler) return bundler
      const served = context.chains.evm(`eip155:${chainId}`) !== undefined
      return {
        code: 4901,
        message: served
          ? `Chain ${chainId} has no smart accounts here (no bundler enabled)`
          : `Chain ${chainId} is not served here`,
      }
    },
    isAllowed: (method) => BUNDLER_METHODS.has(method),
    describe: (chainId) => `The bundler of chain ${chainId}`,
  })
}
