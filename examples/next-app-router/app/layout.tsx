import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { cookieToInitialState } from 'wagmi'
import { Providers } from './providers'
import { wagmiAdapter } from './wagmi-config'

export const metadata = { title: 'OpenAppKit — Next.js App Router' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  const initialState = cookieToInitialState(
    wagmiAdapter.wagmiConfig,
    (await headers()).get('cookie'),
  )
  return (
    <html lang="en">
      <body>
        <Providers initialState={initialState}>{children}</Providers>
      </body>
    </html>
  )
}
