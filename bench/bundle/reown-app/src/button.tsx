// bench/bundle's kit comparison (t_button, t_modal): one button that opens @reown/appkit's modal,
// on mainnet, Polygon and Base from its own network list, with wagmi and the defaults.

import { base, mainnet, polygon } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { createRoot } from 'react-dom/client'

const networks: [typeof mainnet, typeof polygon, typeof base] = [mainnet, polygon, base]
const projectId = 'openappkit-bench-placeholder'

createAppKit({
  adapters: [new WagmiAdapter({ networks, projectId })],
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
