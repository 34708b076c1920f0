import { createClient, http } from 'viem'
import type { App } from '../http/app-env.ts'
import type { ApiContext } from '../server/api-context.ts'
import { type ChainRpcEndpoint, registerChainRpcRoute } from './chain-rpc-route.ts'
import { accountAbstractionChainsOf, smartAccountChainsOf } from './smart-account-networks.ts'

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
 * smart-account network of the request's project (or of the configuration), forwarded to that
 * chain's bundler once, never retried (a send is not idempotent); the bundler's error codes and
 * messages reach the frame unchanged.
 */
export function registerEmbeddedBundlerRoutes(app: App, context: ApiContext): void {
  // One client per chain with a bundler: projects choose among them.
  const bundlers = new Map<number, ChainRpcEndpoint>(
    accountAbstractionChainsOf(context.chains).map(({ chainId, bundlerUrl }) => {
      const client = createClient({
        transport: http(bundlerUrl, { retryCount: 0, timeout: BUNDLER_TIMEOUT_MS }),
      })
      return [chainId, { request: (call) => client.request(call as never) }]
    }),
  )
  const globallyEnabled = new Set(smartAccountChainsOf(context).map(({ chainId }) => chainId))
  registerChainRpcRoute(app, {
    path: '/v1/embedded/bundler',
    endpointOf(chainId, c) {
      const project = c.var.project
      const enabled = project?.smartAccountNetworks
        ? smartAccountChainsOf({ ...context, networks: project.smartAccountNetworks }).some(
            (chain) => chain.chainId === chainId,
          )
        : globallyEnabled.has(chainId)
      const bundler = bundlers.get(chainId)
      if (bundler && enabled) return bundler
      if (context.chains.evm(`eip155:${chainId}`) === undefined)
        return { code: 4901, message: `Chain ${chainId} is not served here` }
      return {
        code: 4901,
        message: project?.smartAccountNetworks
          ? `Smart accounts are not enabled on chain ${chainId} for project ${project.id}`
          : `Chain ${chainId} has no smart accounts here (no bundler enabled)`,
      }
    },
    isAllowed: (method) => BUNDLER_METHODS.has(method),
    describe: (chainId) => `The bundler of chain ${chainId}`,
  })
}
