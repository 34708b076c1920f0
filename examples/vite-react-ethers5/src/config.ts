import { type AppKitNetwork, defineChain } from '@openappkit/appkit/networks'

// The two chains of OpenAppKit's devnet (`pnpm devnet`). Their RPC URLs come from the page
// address (`?rpc31337=...&rpc31338=...`) so a test can point the app at its own devnet.
const search = new URLSearchParams(location.search)

function devnetChain(id: number, name: string, defaultRpcUrl: string) {
  return defineChain({
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
    rpcUrls: { default: { http: [search.get(`rpc${id}`) ?? defaultRpcUrl] } },
  })
}

export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [
  devnetChain(31337, 'Devnet', 'http://127.0.0.1:8545'),
  devnetChain(31338, 'Devnet 2', 'http://127.0.0.1:8546'),
]
