import { type Provider, useAppKitConnection } from '@openappkit/adapter-solana/react'
import { useAppKitAccount, useAppKitProvider } from '@openappkit/appkit/react'
import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { useEffect, useState } from 'react'
import { queryParameter } from '../shared/query.ts'

const receiver = queryParameter('to', '11111111111111111111111111111112')

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** The app's own @solana/web3.js code, as its authors wrote it for the incumbent's adapter. */
export function SolanaActions() {
  const { address, isConnected } = useAppKitAccount()
  const { connection } = useAppKitConnection()
  const { walletProvider } = useAppKitProvider<Provider>('solana')
  const [message] = useState('Signed by an app written for the incumbent')
  const [balance, setBalance] = useState('')
  const [signature, setSignature] = useState('')
  const [sendStatus, setSendStatus] = useState('')

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
      const signed = await walletProvider.signMessage(new TextEncoder().encode(message))
      setSignature(toHex(signed))
    } catch (error) {
      setSignature(messageOf(error))
    }
  }
  const send = async () => {
    try {
      if (!walletProvider || !connection || !address) throw new TypeError('not connected')
      const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
      const transaction = new Transaction({
        feePayer: new PublicKey(address),
        blockhash,
        lastValidBlockHeight,
      }).add(
        SystemProgram.transfer({
          fromPubkey: new PublicKey(address),
          toPubkey: new PublicKey(receiver),
          lamports: 0.01 * LAMPORTS_PER_SOL,
        }),
      )
      const sent = await walletProvider.sendTransaction(transaction, connection)
      const { value } = await connection.confirmTransaction(
        { signature: sent, blockhash, lastValidBlockHeight },
        'confirmed',
      )
      setSendStatus(value.err ? JSON.stringify(value.err) : 'success')
    } catch (error) {
      setSendStatus(messageOf(error))
    }
  }

  if (!isConnected || !address) return <p data-testid="solana-status">disconnected</p>
  return (
    <section>
      <p data-testid="solana-status">connected</p>
      <p data-testid="solana-address">{address}</p>
      <p data-testid="solana-balance">{balance}</p>
      <button type="button" data-testid="solana-sign" onClick={sign}>
        Sign
      </button>
      <p data-testid="solana-message">{message}</p>
      <p data-testid="solana-signature">{signature}</p>
      <button type="button" data-testid="solana-send" onClick={send}>
        Send
      </button>
      <p data-testid="solana-send-status">{sendStatus}</p>
    </section>
  )
}
