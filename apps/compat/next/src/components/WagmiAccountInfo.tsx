'use client'

import { useConnection } from 'wagmi'

/** wagmi's own hook: on the server, what `cookieToInitialState` restored from the cookie. */
export function WagmiAccountInfo() {
  const { address, chainId, isConnected, status } = useConnection()
  return (
    <section>
      <h2>wagmi</h2>
      <p data-testid="wagmi-address">{address ?? 'none'}</p>
      <p data-testid="wagmi-chain">{chainId ?? 'none'}</p>
      <p data-testid="wagmi-connected">{String(isConnected)}</p>
      <p data-testid="wagmi-status">{status}</p>
    </section>
  )
}
