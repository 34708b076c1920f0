import { Ethers5Adapter } from '@openappkit/adapter-ethers5'
import { createAppKit } from '@openappkit/appkit/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Account } from './account.tsx'
import { networks } from './config.ts'

// No projectId. The site's own api and WalletConnect relay when the page names them
// (`?api=https://api.example&relay=wss://relay.example`, as the release rehearsal runs it against
// the installed servers); without them the wallet list comes from the browser and balances from
// the chains' nodes.
const endpoints = new URLSearchParams(location.search)
createAppKit({
  api: endpoints.get('api') ?? undefined,
  relayUrl: endpoints.get('relay') ?? undefined,
  adapters: [new Ethers5Adapter()],
  networks,
  metadata: {
    name: 'OpenAppKit ethers v5 example',
    description: 'Vite, React and ethers v5',
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
