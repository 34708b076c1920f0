import { defineChain } from '@openappkit/appkit/networks'

// The Solana cluster of OpenAppKit's devnet (`pnpm devnet`). Its endpoints come from the page
// address (`?rpc=...&ws=...`) so a test can point the app at its own devnet.
const search = new URLSearchParams(location.search)

/** The devnet's local Solana cluster, defined as any custom network is. */
export const solanaLocal = defineChain({
  id: '4EVhemnTTWD5oXF1Q3Yf3JCSk1Vgt6NK',
  caipNetworkId: 'solana:4EVhemnTTWD5oXF1Q3Yf3JCSk1Vgt6NK',
  chainNamespace: 'solana',
  name: 'Solana (local)',
  nativeCurrency: { decimals: 9, name: 'Solana', symbol: 'SOL' },
  rpcUrls: {
    default: {
      http: [search.get('rpc') ?? 'http://127.0.0.1:8899'],
      webSocket: [search.get('ws') ?? 'ws://127.0.0.1:8900'],
    },
  },
  testnet: true,
})
