import { defineChain } from '@openappkit/appkit/networks'
import { queryParameter } from './query.ts'

// The one change an app makes for the tests: its network is the devnet's, whose RPC URL the test
// passes in the page address (`?rpc=`), instead of `mainnet` from the catalogue.
/** The devnet's first EVM chain, defined the way the incumbent's docs define a custom network. */
export const devnet = defineChain({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: { default: { http: [queryParameter('rpc', 'http://127.0.0.1:8545')] } },
})
