'use client'

import { useAppKitAccount, useDisconnect } from '@openappkit/appkit/react'
import { useBalance, useSignMessage } from 'wagmi'

const MESSAGE = 'Hello from the OpenAppKit Next.js example'

/** The connected account through OpenAppKit's hooks, its balance and a signature through wagmi's. */
export function Account() {
  const { address, isConnected } = useAppKitAccount()
  const { disconnect } = useDisconnect()
  const balance = useBalance({ address: address as `0x${string}` | undefined })
  const signMessage = useSignMessage()

  if (!isConnected || !address) return <p data-testid="status">disconnected</p>
  return (
    <section>
      <p data-testid="status">connected</p>
      <p data-testid="address">{address}</p>
      <p data-testid="balance">{balance.data?.value.toString() ?? ''}</p>
      <p data-testid="message">{MESSAGE}</p>
      <button
        type="button"
        data-testid="sign"
        onClick={() => signMessage.mutate({ message: MESSAGE })}
      >
        Sign a message
      </button>
      <p data-testid="signature" style={{ overflowWrap: 'anywhere' }}>
        {signMessage.data ?? signMessage.error?.message ?? ''}
      </p>
      <button type="button" data-testid="disconnect" onClick={() => disconnect()}>
        Disconnect
      </button>
    </section>
  )
}
