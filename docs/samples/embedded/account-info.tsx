import { useAppKitAccount } from '@openappkit/appkit/react'

/** Who signed in to the embedded wallet, and with what. */
export function EmbeddedLogin() {
  const { embeddedWalletInfo, address } = useAppKitAccount({ namespace: 'eip155' })
  if (!embeddedWalletInfo) return null
  return (
    <p>
      {address} ({embeddedWalletInfo.accountType}, {embeddedWalletInfo.authProvider})
    </p>
  )
}
