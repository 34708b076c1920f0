// As the incumbent's ethers quick start writes it, with `@reown/` replaced by `@openappkit/`.
import { EthersAdapter } from '@openappkit/adapter-ethers'
import { createAppKit } from '@openappkit/appkit/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { devnet } from '../shared/devnet-network.ts'
import { InfoList } from '../shared/info-list.tsx'
import { EthersActions } from './actions.tsx'

const projectId = 'compat-project'

const metadata = {
  name: 'Compat ethers',
  description: 'An app written for the incumbent, moved by renaming its imports',
  url: location.origin,
  icons: [],
}

createAppKit({
  adapters: [new EthersAdapter()],
  networks: [devnet],
  metadata,
  projectId,
  features: { analytics: false },
})

function App() {
  return (
    <>
      <appkit-button />
      <EthersActions />
      <InfoList />
    </>
  )
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
