import { defineChain } from '@openappkit/appkit/networks'

// The one change the app makes for the tests: its network is the devnet's, defined the way the
// incumbent's docs define a custom network. Next inlines NEXT_PUBLIC_ variables into the build,
// on the server and in the browser alike, so the test builds the app for its devnet
// (`NEXT_PUBLIC_DEVNET_RPC_URL`); without it, `pnpm devnet`'s usual port.
export const devnet = defineChain({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: {
    default: { http: [process.env.NEXT_PUBLIC_DEVNET_RPC_URL || 'http://127.0.0.1:8545'] },
  },
})
