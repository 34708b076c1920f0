'use client'

import { createAppKit } from '@openappkit/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { type State, WagmiProvider } from 'wagmi'
import { networks, wagmiAdapter } from './wagmi-config'

// Once per module, on the server and in the browser. No projectId. The site's own api and
// WalletConnect relay when the build names them (NEXT_PUBLIC_API_URL, NEXT_PUBLIC_RELAY_URL);
// without them the wallet list comes from EIP-6963 and balances from the chains' nodes.
createAppKit({
  api: process.env.NEXT_PUBLIC_API_URL || undefined,
  relayUrl: process.env.NEXT_PUBLIC_RELAY_URL || undefined,
  adapters: [wagmiAdapter],
  networks,
  metadata: {
    name: 'OpenAppKit Next.js example',
    description: 'Next.js App Router, React and wagmi',
    url: 'http://127.0.0.1',
    icons: [],
  },
})

export function Providers({
  children,
  initialState,
}: {
  children: ReactNode
  initialState: State | undefined
}) {
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig} initialState={initialState}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}
