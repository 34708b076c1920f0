import { truncateAddress } from '@openappkit/common/format'
import { Button, createThemeVariables, THEME_ATTRIBUTE } from '@openappkit/ui'
import type { CSSProperties, ReactNode } from 'react'
import { useAppKit } from '../react/use-app-kit.ts'
import { useAppKitAccount } from '../react/use-app-kit-account.ts'
import { useAppKitNetwork } from '../react/use-app-kit-network.ts'
import { useAppKitTheme } from '../react/use-app-kit-theme.ts'
import type { ElementAttributes } from './types.ts'
import { useElementLabels } from './use-element-labels.ts'

/** The token root of an element's shadow tree, following the instance's theme. */
export function ElementThemeRoot({ children }: { children: ReactNode }) {
  const { themeMode, themeVariables } = useAppKitTheme()
  const style = createThemeVariables({ themeMode, themeVariables }) as CSSProperties
  return (
    <span className="apkt-root" {...{ [THEME_ATTRIBUTE]: themeMode }} style={style}>
      {children}
    </span>
  )
}

/** "Connect Wallet": opens the modal on the Connect view. */
export function ConnectButtonView({ label, loadingLabel, namespace }: ElementAttributes) {
  const { open } = useAppKit()
  const labels = useElementLabels()
  const { status } = useAppKitAccount({ namespace })
  const loading = status === 'connecting' || status === 'reconnecting'
  return (
    <Button loading={loading} onClick={() => void open({ view: 'Connect', namespace })}>
      {loading
        ? (loadingLabel ?? labels['elements.connecting'])
        : (label ?? labels['title.Connect'])}
    </Button>
  )
}

/** The connected account, truncated: opens the Account view. */
export function AccountButtonView({ namespace }: ElementAttributes) {
  const { open } = useAppKit()
  const { address } = useAppKitAccount({ namespace })
  if (!address) return null
  return (
    <Button variant="secondary" onClick={() => void open({ view: 'Account', namespace })}>
      {truncateAddress(address)}
    </Button>
  )
}

/** The active network by name: opens the Networks view. */
export function NetworkButtonView({ namespace }: ElementAttributes) {
  const { open } = useAppKit()
  const labels = useElementLabels()
  const { caipNetwork } = useAppKitNetwork()
  return (
    <Button variant="secondary" onClick={() => void open({ view: 'Networks', namespace })}>
      {caipNetwork?.name ?? labels['elements.network']}
    </Button>
  )
}

/** The connect button while disconnected, the account button once connected. */
export function AppKitButtonView(attributes: ElementAttributes) {
  const { isConnected } = useAppKitAccount({ namespace: attributes.namespace })
  return isConnected ? <AccountButtonView {...attributes} /> : <ConnectButtonView {...attributes} />
}
