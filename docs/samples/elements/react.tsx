import { AppKitButton, AppKitNetworkButton } from '@openappkit/appkit/react'

export function Header() {
  return (
    <header>
      {/* The elements themselves, typed in JSX by importing @openappkit/appkit/react */}
      <appkit-button label="Sign in with a wallet" loading-label="Opening…" size="sm" />
      <appkit-account-button balance="hide" />
      {/* Or the React components, with camelCase props */}
      <AppKitButton namespace="solana" />
      <AppKitNetworkButton disabled={false} />
    </header>
  )
}
