import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import ContextProvider from '../context'

export const metadata: Metadata = {
  title: 'Compat: Next.js App Router',
  description: 'The incumbent’s Next.js wagmi example with @openappkit/ imports',
}

export default async function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  const cookies = (await headers()).get('cookie')
  return (
    <html lang="en">
      <body>
        <ContextProvider cookies={cookies}>{children}</ContextProvider>
      </body>
    </html>
  )
}
