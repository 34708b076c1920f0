import { BitcoinAdapter } from '@openappkit/adapter-bitcoin'
import { SolanaAdapter } from '@openappkit/adapter-solana'
import { WagmiAdapter } from '@openappkit/adapter-wagmi'
import { base, bitcoin, mainnet, solana } from '@openappkit/appkit/networks'
import { createAppKit, useAppKitAccount } from '@openappkit/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

// One adapter per namespace; each takes the whole list and keeps its own networks.
const networks = [mainnet, base, solana, bitcoin] as const
const wagmiAdapter = new WagmiAdapter({ networks: [...networks] })

createAppKit({
  networks: [...networks],
  adapters: [wagmiAdapter, new SolanaAdapter(), new BitcoinAdapter()],
  metadata: {
    name: 'My dapp',
    description: 'EVM, Solana and Bitcoin',
    url: location.origin,
    icons: [],
  },
})

/** One line per namespace: each has its own account. */
function Accounts() {
  const evm = useAppKitAccount({ namespace: 'eip155' })
  const sol = useAppKitAccount({ namespace: 'solana' })
  const btc = useAppKitAccount({ namespace: 'bip122' })
  return (
    <ul>
      <li>EVM: {evm.address ?? 'not connected'}</li>
      <li>Solana: {sol.address ?? 'not connected'}</li>
      <li>Bitcoin: {btc.address ?? 'not connected'}</li>
    </ul>
  )
}

const queryClient = new QueryClient()
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <appkit-button />
        <appkit-network-button />
        <Accounts />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
