// As the incumbent's ethers v5 quick start writes it, with `@reown/` replaced by `@openappkit/`.
import { Ethers5Adapter } from '@openappkit/adapter-ethers5'
import { createAppKit } from '@openappkit/appkit/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { devnet } from '../shared/devnet-network.ts'
import { InfoList } from '../shared/info-list.tsx'
import { Ethers5Actions } from './actions.tsx'

const projectId = 'compat-project'

const metadata = {
  name: 'Compat ethers5',
  description: 'An app written for the incumbent, moved by renaming its imports',
  url: location.origin,
  icons: [],
}

createAppKit({
  adapters: [new Ethers5Adapter()],
  networks: [devnet],
  metadata,
  projectId,
  features: { analytics: false },
})

function App() {
  return (
    <>
      <appkit-button />
      <Ethers5Actions />
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
