import type { CaipNetwork } from '@openappkit/common/networks'

/**
 * `@solana/web3.js` Connections by RPC URL, the library loaded on the first ask (what
 * `useAppKitConnection` hands integrators; the page pays for web3.js only then).
 */
export function createWeb3Connections() {
  const connections = new Map<string, Promise<unknown>>()
  return (rpcUrl: string, network: CaipNetwork): Promise<unknown> => {
    const existing = connections.get(rpcUrl)
    if (existing) return existing
    const wsEndpoint = network.rpcUrls.default.webSocket?.[0]
    const created = import('@solana/web3.js').then(
      ({ Connection }) =>
        new Connection(rpcUrl, { commitment: 'confirmed', ...(wsEndpoint ? { wsEndpoint } : {}) }),
    )
    connections.set(rpcUrl, created)
    return created
  }
}
