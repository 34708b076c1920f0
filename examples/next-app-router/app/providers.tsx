'use client'

import { createAppKit } from '@openappkit/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { type State, WagmiProvider } from 'wagmi'
import { networks, wagmiAdapter } from './wagmi-config'

// Once per module, on the server and in the browser. No projectId and no api: the wallet list
// comes from EIP-6963, balances from the chains' nodes.
createAppKit({
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
