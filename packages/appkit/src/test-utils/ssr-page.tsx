import type { AppKit } from '../instance/types.ts'
import { AppKitProvider } from '../react/app-kit-context.tsx'
import '../react/intrinsic-elements.ts'
import { useAppKit } from '../react/use-app-kit.ts'
import { useAppKitAccount } from '../react/use-app-kit-account.ts'
import { useAppKitEvents } from '../react/use-app-kit-events.ts'
import { useAppKitNetwork } from '../react/use-app-kit-network.ts'
import { useAppKitState } from '../react/use-app-kit-state.ts'
import { useAppKitTheme } from '../react/use-app-kit-theme.ts'
import { useWalletInfo } from '../react/use-wallet-info.ts'

function Status() {
  const { open } = useAppKit()
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const state = useAppKitState()
  const theme = useAppKitTheme()
  const events = useAppKitEvents()
  const { walletInfo } = useWalletInfo()
  return (
    <main>
      <p data-testid="status">{account.status}</p>
      <p data-testid="chain">{String(network.chainId)}</p>
      <p data-testid="modal">{state.open ? 'open' : 'closed'}</p>
      <p data-testid="theme">{theme.themeMode}</p>
      <p data-testid="event">{events.data?.event ?? 'none'}</p>
      <p data-testid="wallet">{walletInfo?.name ?? 'no wallet'}</p>
      <button type="button" onClick={() => void open()}>
        Open
      </button>
      <appkit-button />
    </main>
  )
}

/** A page of an integrator: the provider, every reading hook and the button. */
export function SsrPage({ appKit }: { appKit: AppKit }) {
  return (
    <AppKitProvider instance={appKit}>
      <Status />
    </AppKitProvider>
  )
}
