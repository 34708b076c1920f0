// The smallest @reown/appkit + Solana adapter app that shows a connect button, on the lab's
// local Solana cluster, for bench/bundle. Nothing else on purpose: it is the reference size.

import { defineChain } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { SolanaAdapter } from '@reown/appkit-adapter-solana/react'
import { createRoot } from 'react-dom/client'

const solanaLocal = defineChain({
  id: '4EVhemnTTWD5oXF1Q3Yf3JCSk1Vgt6NK',
  caipNetworkId: 'solana:4EVhemnTTWD5oXF1Q3Yf3JCSk1Vgt6NK',
  chainNamespace: 'solana',
  name: 'Solana Localnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
})

const projectId = 'openappkit-bench-placeholder'

createAppKit({
  adapters: [new SolanaAdapter()],
  networks: [solanaLocal],
  projectId,
  metadata: {
    name: 'Reown bench',
    description: 'Reference app of bench/bundle',
    url: 'http://127.0.0.1',
    icons: [],
  },
})

const root = document.getElementById('root')
if (root) createRoot(root).render(<appkit-button />)
