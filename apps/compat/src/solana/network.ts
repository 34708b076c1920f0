import { defineChain } from '@openappkit/appkit/networks'
import { queryParameter } from '../shared/query.ts'

// The one change the app makes for the tests: its network is the devnet's Solana cluster, whose
// endpoints come in the page address (`?rpc=&ws=`), instead of `solana` from the catalogue.
/** The devnet's Solana cluster, defined the way the incumbent's docs define a custom network. */
export const solanaDevnet = defineChain({
  id: '4EVhemnTTWD5oXF1Q3Yf3JCSk1Vgt6NK',
  caipNetworkId: 'solana:4EVhemnTTWD5oXF1Q3Yf3JCSk1Vgt6NK',
  chainNamespace: 'solana',
  name: 'Solana Devnet (local)',
  nativeCurrency: { decimals: 9, name: 'Solana', symbol: 'SOL' },
  rpcUrls: {
    default: {
      http: [queryParameter('rpc', 'http://127.0.0.1:8899')],
      webSocket: [queryParameter('ws', 'ws://127.0.0.1:8900')],
    },
  },
  testnet: true,
})
