import { type Provider, useAppKitConnection } from '@openappkit/adapter-solana/react'
import { useAppKitAccount, useAppKitProvider, useDisconnect } from '@openappkit/appkit/react'
import { PublicKey } from '@solana/web3.js'
import { useEffect, useState } from 'react'

const MESSAGE = 'Hello from the OpenAppKit Solana example'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** The connected account, its lamports through web3.js and a signature through the wallet. */
export function Account() {
  const { address, isConnected } = useAppKitAccount()
  const { connection } = useAppKitConnection()
  const { walletProvider } = useAppKitProvider<Provider>('solana')
  const { disconnect } = useDisconnect()
  const [balance, setBalance] = useState('')
  const [signature, setSignature] = useState('')

  useEffect(() => {
    if (!connection || !address) return
    connection
      .getBalance(new PublicKey(address))
      .then((lamports) => setBalance(String(lamports)))
      .catch((error: unknown) => setBalance(messageOf(error)))
  }, [connection, address])

  const sign = async () => {
    try {
      if (!walletProvider) throw new TypeError('no wallet provider')
      setSignature(toHex(await walletProvider.signMessage(new TextEncoder().encode(MESSAGE))))
    } catch (error) {
      setSignature(messageOf(error))
    }
  }

  if (!isConnected || !address) return <p data-testid="status">disconnected</p>
  return (
    <section>
      <p data-testid="status">connected</p>
      <p data-testid="address">{address}</p>
      <p data-testid="balance">{balance}</p>
      <p data-testid="message">{MESSAGE}</p>
      <button type="button" data-testid="sign" onClick={sign}>
        Sign a message
      </button>
      <p data-testid="signature" style={{ overflowWrap: 'anywhere' }}>
        {signature}
      </p>
      <button type="button" data-testid="disconnect" onClick={() => disconnect()}>
        Disconnect
      </button>
    </section>
  )
}
