import { SolanaAdapter } from '@openappkit/adapter-solana'
import { createAppKit } from '@openappkit/appkit/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Account } from './account.tsx'
import { solanaLocal } from './network.ts'

// No projectId. The site's own api and WalletConnect relay when the page names them
// (`?api=https://api.example&relay=wss://relay.example`, as the release rehearsal runs it against
// the installed servers); without them the wallet list comes from the browser and balances from
// the chains' nodes.
const endpoints = new URLSearchParams(location.search)
createAppKit({
  api: endpoints.get('api') ?? undefined,
  relayUrl: endpoints.get('relay') ?? undefined,
  adapters: [new SolanaAdapter()],
  networks: [solanaLocal],
  metadata: {
    name: 'OpenAppKit Solana example',
    description: 'Vite, React and @solana/web3.js',
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
