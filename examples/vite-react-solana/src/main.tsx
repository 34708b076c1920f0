import { SolanaAdapter } from '@openappkit/adapter-solana'
import { createAppKit } from '@openappkit/appkit/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Account } from './account.tsx'
import { solanaLocal } from './network.ts'

// No projectId and no api: the wallet list comes from the Wallet Standard, balances from the
// cluster's RPC.
createAppKit({
  adapters: [new SolanaAdapter()],
  networks: [solanaLocal],
  metadata: {
    name: 'OpenAppKit Solana example',
    description: 'Vite, React and @solana/web3.js',
    url: location.origin,
    icons: [],
  },
})

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <appkit-button />
    <Account />
  </StrictMode>,
)
