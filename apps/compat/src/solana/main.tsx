// As the incumbent's Solana quick start writes it, with `@reown/` replaced by `@openappkit/`.
import { SolanaAdapter } from '@openappkit/adapter-solana'
import { createAppKit } from '@openappkit/appkit/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { InfoList } from '../shared/info-list.tsx'
import { SolanaActions } from './actions.tsx'
import { solanaDevnet } from './network.ts'

const projectId = 'compat-project'

const metadata = {
  name: 'Compat Solana',
  description: 'An app written for the incumbent, moved by renaming its imports',
  url: location.origin,
  icons: [],
}

createAppKit({
  adapters: [new SolanaAdapter()],
  networks: [solanaDevnet],
  metadata,
  projectId,
  features: { analytics: false },
})

function App() {
  return (
    <>
      <appkit-button />
      <SolanaActions />
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
