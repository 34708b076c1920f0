import { createAppKit } from '@openappkit/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { Account } from './account.tsx'
import { networks, wagmiAdapter } from './config.ts'

// No projectId. The site's own api and WalletConnect relay when the page names them
// (`?api=https://api.example&relay=wss://relay.example`, as the release rehearsal runs it against
// the installed servers); without them the wallet list comes from the browser and balances from
// the chains' nodes.
const endpoints = new URLSearchParams(location.search)
createAppKit({
  api: endpoints.get('api') ?? undefined,
  relayUrl: endpoints.get('relay') ?? undefined,
  adapters: [wagmiAdapter],
  networks,
  metadata: {
    name: 'OpenAppKit Vite example',
    description: 'Vite, React and wagmi',
    url: location.origin,
    icons: [],
  },
})

const queryClient = new QueryClient()

function App() {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <appkit-button />
        <Account />
      </QueryClientProvider>
    </WagmiProvider>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
