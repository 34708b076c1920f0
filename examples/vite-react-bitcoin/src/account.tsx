import type { BitcoinConnector } from '@openappkit/adapter-bitcoin'
import { useAppKitAccount, useAppKitProvider, useDisconnect } from '@openappkit/appkit/react'
import { useEffect, useState } from 'react'
import { esploraUrl } from './network.ts'

const MESSAGE = 'Hello from the OpenAppKit Bitcoin example'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The address's balance in sats: the sum of its unspent outputs, from the Esplora API. */
async function satsOf(address: string): Promise<bigint> {
  const response = await fetch(`${esploraUrl}/address/${address}/utxo`)
  if (!response.ok) throw new Error(`the Esplora API answered ${response.status}`)
  const outputs = (await response.json()) as { value: number }[]
  return outputs.reduce((sum, { value }) => sum + BigInt(value), 0n)
}

/** The connected payment address, its sats and a BIP-322 signature through the wallet. */
export function Account() {
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<BitcoinConnector>('bip122')
  const { disconnect } = useDisconnect()
  const [balance, setBalance] = useState('')
  const [signature, setSignature] = useState('')

  useEffect(() => {
    if (!address) return
    satsOf(address)
      .then((sats) => setBalance(sats.toString()))
      .catch((error: unknown) => setBalance(messageOf(error)))
  }, [address])

  const sign = async () => {
    try {
      if (!walletProvider || !address) throw new TypeError('no wallet provider')
      setSignature(await walletProvider.signMessage({ address, message: MESSAGE }))
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
