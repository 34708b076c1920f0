// As the incumbent's Bitcoin quick start writes it, with `@reown/` replaced by `@openappkit/`.
import { BitcoinAdapter } from '@openappkit/adapter-bitcoin'
import { createAppKit } from '@openappkit/appkit/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { InfoList } from '../shared/info-list.tsx'
import { BitcoinActions } from './actions.tsx'
import { bitcoinRegtest } from './network.ts'

const projectId = 'compat-project'

const metadata = {
  name: 'Compat Bitcoin',
  description: 'An app written for the incumbent, moved by renaming its imports',
  url: location.origin,
  icons: [],
}

createAppKit({
  adapters: [new BitcoinAdapter({ projectId })],
  networks: [bitcoinRegtest],
  metadata,
  projectId,
  features: { analytics: false },
})

function App() {
  return (
    <>
      <appkit-button />
      <BitcoinActions />
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
