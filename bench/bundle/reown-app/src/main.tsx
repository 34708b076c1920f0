// The smallest @reown/appkit + wagmi app that shows a connect button, on the lab's two devnet
// chains, for bench/bundle and bench/modal. Nothing else on purpose: it is the reference size.

import { defineChain } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { createRoot } from 'react-dom/client'

const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

const devnetA = defineChain({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet 31337',
  nativeCurrency,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

const devnetB = defineChain({
  id: 31338,
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  name: 'Devnet 31338',
  nativeCurrency,
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
})

const networks: [typeof devnetA, typeof devnetB] = [devnetA, devnetB]
const projectId = 'openappkit-bench-placeholder'

const wagmiAdapter = new WagmiAdapter({ networks, projectId })

createAppKit({
  adapters: [wagmiAdapter],
  networks,
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
