import { useAppKitInstance } from '@openappkit/appkit/react'
import { useEffect, useState } from 'react'

/** The pairing URI as the modal would draw it: hand it to your own QR component. */
export function PairingUri() {
  const appKit = useAppKitInstance()
  const [uri, setUri] = useState(appKit.getWalletConnectUri())
  useEffect(() => appKit.subscribeWalletConnectUri(setUri), [appKit])
  return uri ? <code>{uri}</code> : null
}
