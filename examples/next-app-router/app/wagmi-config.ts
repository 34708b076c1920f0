import { WagmiAdapter } from '@openappkit/adapter-wagmi'
import { type AppKitNetwork, defineChain } from '@openappkit/appkit/networks'
import { cookieStorage, createStorage } from '@wagmi/core'

// The two chains of OpenAppKit's devnet (`pnpm devnet`). Their RPC URLs come from the build's
// environment (NEXT_PUBLIC_RPC_31337, NEXT_PUBLIC_RPC_31338) so a test can point the app at its
// own devnet; the defaults are the devnet's usual ports.
function devnetChain(id: number, name: string, rpcUrl: string | undefined, fallback: string) {
  return defineChain({
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
    rpcUrls: { default: { http: [rpcUrl || fallback] } },
  })
}

export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [
  devnetChain(31337, 'Devnet', process.env.NEXT_PUBLIC_RPC_31337, 'http://127.0.0.1:8545'),
  devnetChain(31338, 'Devnet 2', process.env.NEXT_PUBLIC_RPC_31338, 'http://127.0.0.1:8546'),
]

// Server rendered: the session lives in a cookie the layout reads with cookieToInitialState.
export const wagmiAdapter = new WagmiAdapter({
  networks,
  ssr: true,
  storage: createStorage({ storage: cookieStorage }),
})
