'use client'

import { mainnet, solana } from '@openappkit/appkit/networks'
import { AppKitProvider, createAppKit } from '@openappkit/appkit/react'
import type { ReactNode } from 'react'

// No adapter: every namespace goes through WalletConnect. The client loads in the browser
// on first use; the server render only builds the instance.
const appKit = createAppKit({
  networks: [mainnet, solana],
  relayUrl: 'wss://relay.dapp.example', // your apps/relay; or `projectId` for the WalletConnect network
  metadata: {
    name: 'My dapp',
    description: 'Next.js, WalletConnect only',
    url: 'https://dapp.example',
    icons: [],
  },
})

export function Providers({ children }: { children: ReactNode }) {
  return <AppKitProvider instance={appKit}>{children}</AppKitProvider>
}
