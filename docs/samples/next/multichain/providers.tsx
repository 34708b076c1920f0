'use client'

import { BitcoinAdapter } from '@openappkit/adapter-bitcoin'
import { SolanaAdapter } from '@openappkit/adapter-solana'
import { WagmiAdapter } from '@openappkit/adapter-wagmi'
import { base, bitcoin, mainnet, solana } from '@openappkit/appkit/networks'
import { AppKitProvider, createAppKit } from '@openappkit/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { WagmiProvider } from 'wagmi'

const networks = [mainnet, base, solana, bitcoin] as const
// `ssr: true` keeps wagmi from reading storage while the server renders.
const wagmiAdapter = new WagmiAdapter({ networks: [...networks], ssr: true })

const appKit = createAppKit({
  networks: [...networks],
  adapters: [wagmiAdapter, new SolanaAdapter(), new BitcoinAdapter()],
  metadata: {
    name: 'My dapp',
    description: 'Next.js, EVM, Solana and Bitcoin',
    url: 'https://dapp.example',
    icons: [],
  },
})

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient())
  return (
    <AppKitProvider instance={appKit}>
      <WagmiProvider config={wagmiAdapter.wagmiConfig}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </WagmiProvider>
    </AppKitProvider>
  )
}
