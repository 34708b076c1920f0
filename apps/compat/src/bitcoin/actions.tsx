import type { BitcoinConnector } from '@openappkit/adapter-bitcoin'
import { useAppKitAccount, useAppKitProvider } from '@openappkit/appkit/react'
import { useEffect, useState } from 'react'
import { queryParameter } from '../shared/query.ts'

const receiver = queryParameter('to', 'bcrt1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq')
const esplora = queryParameter('esplora', 'http://127.0.0.1:8094')

/** The address's balance in sats: the sum of its unspent outputs, from the Esplora API. */
async function balanceOf(address: string): Promise<bigint> {
  const response = await fetch(`${esplora}/address/${address}/utxo`)
  if (!response.ok) throw new Error(`Esplora answered ${response.status}`)
  const utxos = (await response.json()) as { value: number }[]
  return utxos.reduce((sum, { value }) => sum + BigInt(value), 0n)
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The app's own code on the wallet's Bitcoin connector, as written for the incumbent's adapter. */
export function BitcoinActions() {
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<BitcoinConnector>('bip122')
  const [message] = useState('Signed by an app written for the incumbent')
  const [balance, setBalance] = useState('')
  const [signature, setSignature] = useState('')
  const [sendStatus, setSendStatus] = useState('')

  useEffect(() => {
    if (!address) return
    balanceOf(address)
      .then((sats) => setBalance(sats.toString()))
      .catch((error: unknown) => setBalance(messageOf(error)))
  }, [address])

  const sign = async () => {
    try {
      if (!walletProvider || !address) throw new TypeError('not connected')
      setSignature(await walletProvider.signMessage({ address, message }))
    } catch (error) {
      setSignature(messageOf(error))
    }
  }
  const send = async () => {
    try {
      if (!walletProvider) throw new TypeError('not connected')
      // 0.001 BTC, in sats as a decimal string, as the connector takes it.
      const txid = await walletProvider.sendTransfer({ recipient: receiver, amount: '100000' })
      setSendStatus(/^[0-9a-f]{64}$/.test(txid) ? 'success' : txid)
    } catch (error) {
      setSendStatus(messageOf(error))
    }
  }

  if (!isConnected || !address) return <p data-testid="bitcoin-status">disconnected</p>
  return (
    <section>
      <p data-testid="bitcoin-status">connected</p>
      <p data-testid="bitcoin-address">{address}</p>
      <p data-testid="bitcoin-balance">{balance}</p>
      <button type="button" data-testid="bitcoin-sign" onClick={sign}>
        Sign
      </button>
      <p data-testid="bitcoin-message">{message}</p>
      <p data-testid="bitcoin-signature">{signature}</p>
      <button type="button" data-testid="bitcoin-send" onClick={send}>
        Send
      </button>
      <p data-testid="bitcoin-send-status">{sendStatus}</p>
    </section>
  )
}
