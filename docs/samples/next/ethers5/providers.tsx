'use client'

import { Ethers5Adapter } from '@openappkit/adapter-ethers5'
import { base, mainnet } from '@openappkit/appkit/networks'
import { AppKitProvider, createAppKit } from '@openappkit/appkit/react'
import type { ReactNode } from 'react'

// Once per module, on the server and in the browser: on the server nothing is restored or
// mounted, and the hooks render the values the instance starts with.
const appKit = createAppKit({
  networks: [mainnet, base],
  adapters: [new Ethers5Adapter()],
  metadata: {
    name: 'My dapp',
    description: 'Next.js and ethers v5',
    url: 'https://dapp.example',
    icons: [],
  },
})

export function Providers({ children }: { children: ReactNode }) {
  return <AppKitProvider instance={appKit}>{children}</AppKitProvider>
}
