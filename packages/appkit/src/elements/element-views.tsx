import { truncateAddress } from '@openappkit/common/format'
import { Button, createThemeVariables, THEME_ATTRIBUTE } from '@openappkit/ui'
import type { CSSProperties, ReactNode } from 'react'
import { prefetchConnect } from '../instance/prefetch-connect.ts'
import { useAppKitInstance } from '../react/app-kit-context.tsx'
import { useAppKit } from '../react/use-app-kit.ts'
import { useAppKitAccount } from '../react/use-app-kit-account.ts'
import { useAppKitNetwork } from '../react/use-app-kit-network.ts'
import { useAppKitTheme } from '../react/use-app-kit-theme.ts'
import type { ElementAttributes } from './types.ts'
import { useAccountBalance } from './use-account-balance.ts'
import { useAccountState } from './use-account-state.ts'
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
export function ConnectButtonView({
  label,
  loadingLabel,
  namespace,
  size,
  disabled,
}: ElementAttributes) {
  const instance = useAppKitInstance()
  const labels = useElementLabels()
  const { status } = useAppKitAccount({ namespace })
  const loading = status === 'connecting' || status === 'reconnecting'
  // Hover and focus come before the click: the modal and the chain library are on their way.
  const preload = () => prefetchConnect(instance)
  return (
    <Button
      size={size}
      disabled={disabled}
      loading={loading}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => void instance.open({ view: 'Connect', namespace })}
    >
      {loading
        ? (loadingLabel ?? labels['elements.connecting'])
        : (label ?? labels['title.Connect'])}
    </Button>
  )
}

/**
 * The connected account after its balance (unless hidden): its name once known (registered in
 * the modal, or read by the Account view), else its address truncated. Opens Account. The name
 * is not read on connect here: the api client and its schemas would join every returning
 * visitor's first load (28 KiB gzip).
 */
export function AccountButtonView({ namespace, size, disabled, balance }: ElementAttributes) {
  const { open } = useAppKit()
  const { address } = useAppKitAccount({ namespace })
  const profileName = useAccountState(namespace).account?.profileName || undefined
  const shownBalance = useAccountBalance(namespace, balance !== 'hide')
  if (!address) return null
  const shortAddress = truncateAddress(address)
  return (
    <Button
      variant="secondary"
      size={size}
      disabled={disabled}
      title={profileName ? `${profileName} (${address})` : undefined}
      onClick={() => void open({ view: 'Account', namespace })}
    >
      {shownBalance === undefined ? null : (
        <span className="apkt-account-balance">{shownBalance} </span>
      )}
      {profileName ? (
        <>
          <span className="apkt-truncate apkt-account-name">{profileName}</span>
          {/* A screen reader hears which address the name stands for, as the title shows it. */}
          <span className="apkt-visually-hidden"> {shortAddress}</span>
        </>
      ) : (
        shortAddress
      )}
    </Button>
  )
}

/** The active network by name: opens the Networks view. */
export function NetworkButtonView({ namespace, size, disabled, label }: ElementAttributes) {
  const { open } = useAppKit()
  const labels = useElementLabels()
  const { caipNetwork } = useAppKitNetwork()
  return (
    <Button
      variant="secondary"
      size={size}
      disabled={disabled}
      onClick={() => void open({ view: 'Networks', namespace })}
    >
      {caipNetwork?.name ?? label ?? labels['elements.network']}
    </Button>
  )
}

/** The connect button while disconnected, the account button once connected. */
export function AppKitButtonView(attributes: ElementAttributes) {
  const { isConnected } = useAppKitAccount({ namespace: attributes.namespace })
  return isConnected ? <AccountButtonView {...attributes} /> : <ConnectButtonView {...attributes} />
}
