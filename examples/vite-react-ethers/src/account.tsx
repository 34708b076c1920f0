import { useAppKitAccount, useAppKitProvider, useDisconnect } from '@openappkit/appkit/react'
import { BrowserProvider, type Eip1193Provider } from 'ethers'
import { useEffect, useState } from 'react'

const MESSAGE = 'Hello from the OpenAppKit ethers example'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The connected account through OpenAppKit's hooks, its balance and a signature through ethers. */
export function Account() {
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
  const { disconnect } = useDisconnect()
  const [balance, setBalance] = useState('')
  const [signature, setSignature] = useState('')

  useEffect(() => {
    if (!walletProvider || !address) return
    new BrowserProvider(walletProvider)
      .getBalance(address)
      .then((wei) => setBalance(wei.toString()))
      .catch((error: unknown) => setBalance(messageOf(error)))
  }, [walletProvider, address])

  const sign = async () => {
    try {
      if (!walletProvider) throw new TypeError('no wallet provider')
      const signer = await new BrowserProvider(walletProvider).getSigner()
      setSignature(await signer.signMessage(MESSAGE))
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
