import { BitcoinAdapter } from '@openappkit/adapter-bitcoin'
import { createAppKit } from '@openappkit/appkit/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Account } from './account.tsx'
import { bitcoinRegtest, esploraUrl } from './network.ts'

// No projectId and no api: wallets come from sats-connect and the Wallet Standard, balances from
// the regtest's Esplora API.
createAppKit({
  networks: [bitcoinRegtest],
  adapters: [new BitcoinAdapter({ esploraUrls: { [bitcoinRegtest.caipNetworkId]: esploraUrl } })],
  metadata: {
    name: 'OpenAppKit Bitcoin example',
    description: 'Vite, React and Bitcoin',
    url: location.origin,
    icons: [],
  },
})

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <appkit-button />
    <Account />
  </StrictMode>,
)
