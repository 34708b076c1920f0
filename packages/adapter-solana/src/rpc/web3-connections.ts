import type { CaipNetwork } from '@openappkit/common/networks'

type Web3 = typeof import('@solana/web3.js')
let loaded: Web3 | undefined
let loading: Promise<Web3> | undefined

/** `@solana/web3.js`, imported once; the adapter starts it when a wallet connects. */
export function loadWeb3(): Promise<Web3> {
  loading ??= import('@solana/web3.js').then((module) => {
    loaded = module
    return module
  })
  return loading
}

/** web3.js's `PublicKey` of `address` when the library has loaded, else undefined. */
export function publicKeyOf(address: string): { toBase58(): string } | undefined {
  return loaded ? new loaded.PublicKey(address) : undefined
}

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
    const created = loadWeb3().then(
      ({ Connection }) =>
        new Connection(rpcUrl, { commitment: 'confirmed', ...(wsEndpoint ? { wsEndpoint } : {}) }),
    )
    connections.set(rpcUrl, created)
    return created
  }
}
