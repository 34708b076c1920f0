import { Ethers5Adapter } from '@openappkit/adapter-ethers5'
import { createAppKit } from '@openappkit/appkit/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Account } from './account.tsx'
import { networks } from './config.ts'

// No projectId and no api: the wallet list comes from EIP-6963, balances from the chains' nodes.
createAppKit({
  adapters: [new Ethers5Adapter()],
  networks,
  metadata: {
    name: 'OpenAppKit ethers v5 example',
    description: 'Vite, React and ethers v5',
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
