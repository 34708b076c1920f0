import { createAppKit } from '@openappkit/appkit'
import { mainnet } from '@openappkit/appkit/networks'
import { AppKitProvider, useAppKitAccount } from '@openappkit/appkit/react'
import { renderToString } from 'react-dom/server'

function Status() {
  // On the server (and while hydrating) the instance's first values: `disconnected`.
  const { status } = useAppKitAccount()
  return <p>{status}</p>
}

/** One instance per request: nothing of one visitor can reach another's render. */
export function renderPage(): string {
  const appKit = createAppKit({ networks: [mainnet], enableReconnect: false })
  try {
    return renderToString(
      <AppKitProvider instance={appKit}>
        <Status />
        <appkit-button />
      </AppKitProvider>,
    )
  } finally {
    appKit.destroy()
  }
}
