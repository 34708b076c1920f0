// bench/bundle's floor for the kit comparison: wagmi + viem + react-query alone, no kit. One
// button opens a hand-made list of the wallets wagmi found (EIP-6963), on mainnet, Polygon and
// Base; choosing one connects it.

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, http, useConnect, useConnection, useConnectors, WagmiProvider } from 'wagmi'
import { base, mainnet, polygon } from 'wagmi/chains'

const config = createConfig({
  chains: [mainnet, polygon, base],
  transports: { [mainnet.id]: http(), [polygon.id]: http(), [base.id]: http() },
})

function WalletList() {
  const connectors = useConnectors()
  const { connect } = useConnect()
  return (
    <ul aria-label="Wallets">
      {connectors.map((connector) => (
        <li key={connector.uid}>
          <button type="button" onClick={() => connect({ connector })}>
            {connector.name}
          </button>
        </li>
      ))}
    </ul>
  )
}

function ConnectButton() {
  const [open, setOpen] = useState(false)
  const { address } = useConnection()
  if (address) return <p>{address}</p>
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        Connect Wallet
      </button>
      {open && <WalletList />}
    </>
  )
}

const queryClient = new QueryClient()
const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <ConnectButton />
      </QueryClientProvider>
    </WagmiProvider>,
  )
