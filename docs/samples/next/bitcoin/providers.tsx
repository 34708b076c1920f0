'use client'

import { BitcoinAdapter } from '@openappkit/adapter-bitcoin'
import { bitcoin } from '@openappkit/appkit/networks'
import { AppKitProvider, createAppKit } from '@openappkit/appkit/react'
import type { ReactNode } from 'react'

// Once per module, on the server and in the browser: on the server nothing is restored or
// mounted, and the hooks render the values the instance starts with.
const appKit = createAppKit({
  networks: [bitcoin],
  adapters: [
    new BitcoinAdapter({ esploraUrls: { [bitcoin.caipNetworkId]: 'https://esplora.example/api' } }),
  ],
  metadata: {
    name: 'My dapp',
    description: 'Next.js and Bitcoin',
    url: 'https://dapp.example',
    icons: [],
  },
})

export function Providers({ children }: { children: ReactNode }) {
  return <AppKitProvider instance={appKit}>{children}</AppKitProvider>
}
