// bench/bundle's kit comparison (t_button, t_modal): one button that opens our modal, on
// mainnet, Polygon and Base from @openappkit/appkit/networks, the wagmi adapter and the
// defaults. Built from the packages' dist (src/build-kit-apps.ts), as an integrator gets them.

import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { base, mainnet, polygon } from '@openappkit/appkit/networks'
import { createAppKit } from '@openappkit/appkit/react'
import { createRoot } from 'react-dom/client'

const networks = [mainnet, polygon, base]

createAppKit({
  adapters: [createWagmiAdapter({ networks })],
  networks,
  metadata: {
    name: 'OpenAppKit bench',
    description: 'Our app of bench/bundle',
    url: 'http://127.0.0.1',
    icons: [],
  },
})

const root = document.getElementById('root')
if (root) createRoot(root).render(<appkit-button />)
