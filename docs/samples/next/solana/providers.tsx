'use client'

import { SolanaAdapter } from '@openappkit/adapter-solana'
import { solana, solanaDevnet } from '@openappkit/appkit/networks'
import { AppKitProvider, createAppKit } from '@openappkit/appkit/react'
import type { ReactNode } from 'react'

// Once per module, on the server and in the browser: on the server nothing is restored or
// mounted, and the hooks render the values the instance starts with.
const appKit = createAppKit({
  networks: [solana, solanaDevnet],
  adapters: [new SolanaAdapter()],
  metadata: {
    name: 'My dapp',
    description: 'Next.js and Solana',
    url: 'https://dapp.example',
    icons: [],
  },
})

export function Providers({ children }: { children: ReactNode }) {
  return <AppKitProvider instance={appKit}>{children}</AppKitProvider>
}
