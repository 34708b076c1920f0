import { AppKitProvider } from '@openappkit/appkit/react'
import { StrictMode } from 'react'
import type { LabConfig } from './config/lab-config.ts'
import { LabPage } from './lab/lab-page.tsx'
import type { LabSetup } from './presets/types.ts'

export type LabAppProps = {
  setup: LabSetup
  config: LabConfig
  /** The page address's query, so server and browser render the same links. */
  search: string
}

/** The whole lab page for one preset: rendered in the browser, on the server, or hydrated. */
export function LabApp({ setup, config, search }: LabAppProps) {
  return (
    <StrictMode>
      <AppKitProvider instance={setup.appKit}>
        <LabPage
          preset={config.preset}
          networks={setup.networks}
          ownWallet={config.wallet}
          search={search}
          library={setup.library}
        />
      </AppKitProvider>
    </StrictMode>
  )
}
