// bench/bundle's kit comparison (t_button, t_modal): RainbowKit's documented setup with its
// defaults, on mainnet, Polygon and Base, rendering only its connect button.

import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { base, mainnet, polygon } from 'wagmi/chains'

const config = getDefaultConfig({
  appName: 'RainbowKit bench',
  projectId: 'openappkit-bench-placeholder',
  chains: [mainnet, polygon, base],
})

const queryClient = new QueryClient()
const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <ConnectButton />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
