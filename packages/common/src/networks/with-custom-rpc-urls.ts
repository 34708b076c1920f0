import type { CustomRpcUrls } from './custom-rpc-urls.ts'
import type { CaipNetwork } from './types.ts'

// A module of its own: createAppKit's first paint uses it, while the rest of custom-rpc-urls.ts
// is read by adapters' lazily loaded sessions (sharing one module would split it into a chunk).

/** `network` with the integrator's URLs for it as its default HTTP RPC URLs, when there are any. */
export function withCustomRpcUrls(
  network: CaipNetwork,
  customRpcUrls: CustomRpcUrls | undefined,
): CaipNetwork {
  const urls = customRpcUrls?.[network.caipNetworkId]
  if (!urls || urls.length === 0) return network
  return { ...network, rpcUrls: { ...network.rpcUrls, default: { http: [...urls] } } }
}
