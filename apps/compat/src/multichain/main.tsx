import { createAppKit } from '@openappkit/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { ActionButtonList } from './action-button-list.tsx'
import { metadata, networks, projectId, solanaWeb3JsAdapter, wagmiAdapter } from './config.ts'
import { InfoList } from './info-list.tsx'
import { EvmSignMessage, SolanaSignMessage } from './sign-messages.tsx'

const queryClient = new QueryClient()

createAppKit({
  adapters: [wagmiAdapter, solanaWeb3JsAdapter],
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
        <ActionButtonList />
        <InfoList />
        <EvmSignMessage />
        <SolanaSignMessage />
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
