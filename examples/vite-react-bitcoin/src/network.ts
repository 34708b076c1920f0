import { defineChain } from '@openappkit/appkit/networks'

// The Bitcoin regtest of OpenAppKit's devnet (`pnpm devnet`). Its Esplora API comes from the page
// address (`?esplora=...`) so a test can point the app at its own devnet.
/** The devnet's Esplora API, as the page address gives it. */
export const esploraUrl =
  new URLSearchParams(location.search).get('esplora') ?? 'http://127.0.0.1:8094'

/** Bitcoin regtest, defined as any custom network is. */
export const bitcoinRegtest = defineChain({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: { decimals: 8, name: 'Bitcoin', symbol: 'BTC' },
  rpcUrls: { default: { http: [esploraUrl] } },
  testnet: true,
})
