'use client'

import { createAppKit } from '@openappkit/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { type Config, cookieToInitialState, WagmiProvider } from 'wagmi'
import { networks, projectId, wagmiAdapter } from '../config'

const queryClient = new QueryClient()

const metadata = {
  name: 'Compat Next.js',
  description: 'The incumbent’s Next.js App Router example, moved by renaming its imports',
  url: 'http://127.0.0.1',
  icons: [],
}

// At module scope, as the incumbent's example does: once on the server, once in the browser.
export const modal = createAppKit({
  adapters: [wagmiAdapter],
  projectId,
  networks,
  metadata,
  themeMode: 'light',
  features: { analytics: false },
})

type ContextProviderProps = { children: ReactNode; cookies: string | null }

/** wagmi's state from the request's cookie, so the server renders the session a visit left. */
export default function ContextProvider({ children, cookies }: ContextProviderProps) {
  const initialState = cookieToInitialState(wagmiAdapter.wagmiConfig as Config, cookies)
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig as Config} initialState={initialState}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}
