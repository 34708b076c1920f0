'use client'

import { useAppKitAccount, useAppKitState } from '@openappkit/appkit/react'

/** The kit's hooks, as the incumbent's example lists them. */
export function AppKitAccountInfo() {
  const { address, caipAddress, isConnected, status } = useAppKitAccount()
  const { activeChain } = useAppKitState()
  return (
    <section>
      <h2>useAppKitAccount</h2>
      <p data-testid="appkit-address">{address ?? 'none'}</p>
      <p data-testid="appkit-caip-address">{caipAddress ?? 'none'}</p>
      <p data-testid="appkit-connected">{String(isConnected)}</p>
      <p data-testid="appkit-status">{status ?? 'none'}</p>
      <p data-testid="appkit-active-chain">{activeChain ?? 'none'}</p>
    </section>
  )
}
