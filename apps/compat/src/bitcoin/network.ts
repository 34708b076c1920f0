import { defineChain } from '@openappkit/appkit/networks'
import { queryParameter } from '../shared/query.ts'

// The one change the app makes for the tests: its network is the devnet's regtest, whose Esplora
// API comes in the page address (`?esplora=`), instead of `bitcoin` from the catalogue.
/** Bitcoin regtest, defined the way the incumbent's docs define a custom network. */
export const bitcoinRegtest = defineChain({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: { decimals: 8, name: 'Bitcoin', symbol: 'BTC' },
  rpcUrls: { default: { http: [queryParameter('esplora', 'http://127.0.0.1:8094')] } },
  testnet: true,
})
