import { createAppKit } from '@openappkit/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { InfoList } from '../shared/info-list.tsx'
import { WagmiActions } from './actions.tsx'
import { networks, projectId, wagmiAdapter } from './config.ts'

const queryClient = new QueryClient()

const metadata = {
  name: 'Compat wagmi',
  description: 'An app written for the incumbent, moved by renaming its imports',
  url: location.origin,
  icons: [],
}

const modal = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata,
  features: { analytics: false },
})

function App() {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <appkit-button />
        <button type="button" data-testid="open-modal" onClick={() => modal.open()}>
          Open
        </button>
        <WagmiActions />
        <InfoList />
      </QueryClientProvider>
    </WagmiProvider>
  )
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
