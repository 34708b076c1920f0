import { isSafeRpcMethod } from '@openappkit/controllers'
import type { App } from '../http/app-env.ts'
import type { ApiContext } from '../server/api-context.ts'
import { registerChainRpcRoute } from './chain-rpc-route.ts'

// Filters live per node connection; through a shared proxy they would leak between visitors.
const NOT_PROXIED = new Set([
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_newPendingTransactionFilter',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
])

/**
 * The wallet frame's node access: the docs/project/behaviour.md §6 safe methods (reads, estimates,
 * raw-transaction broadcast) on a configured EVM chain, answered JSON-RPC style (`result` or
 * `error`).
 */
export function registerEmbeddedRpcRoutes(app: App, context: ApiContext): void {
  registerChainRpcRoute(app, {
    path: '/v1/embedded/rpc',
    endpointOf(chainId) {
      const chain = context.chains.evm(`eip155:${chainId}`)
      if (!chain) return { code: 4901, message: `Chain ${chainId} is not served here` }
      return { request: (call) => chain.client.request(call as never) }
    },
    isAllowed: (method) => isSafeRpcMethod(method) && !NOT_PROXIED.has(method),
    describe: (chainId) => `The node of chain ${chainId}`,
  })
}
