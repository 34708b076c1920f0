import { useAppKitAccount, useAppKitProvider } from '@openappkit/appkit/react'
import { encodeBase58 } from '@openappkit/common/encoding'
import { verifySolanaMessage } from '@openappkit/testing/wallet-standard'
import { useState } from 'react'
import { LabSolanaConnection } from './lab-solana-connection.tsx'
import { LAB_MESSAGE } from './use-lab-actions.ts'
import { describeWalletError } from './wallet-request.ts'

/** The Solana adapter's provider (Wallet Standard wallet): bytes in, bytes out. */
type AdapterProvider = { signMessage(message: Uint8Array): Promise<Uint8Array> }
/** The universal adapter's provider (WalletConnect): JSON-RPC requests to the phone. */
type UniversalProvider = {
  request(arguments_: { method: string; params?: unknown }, chainId?: string): Promise<unknown>
}

async function signWith(
  provider: AdapterProvider | UniversalProvider,
  address: string,
): Promise<string> {
  const message = new TextEncoder().encode(LAB_MESSAGE)
  if ('signMessage' in provider) return encodeBase58(await provider.signMessage(message))
  const answer = (await provider.request({
    method: 'solana_signMessage',
    params: { message: encodeBase58(message), pubkey: address },
  })) as { signature?: string } | undefined
  return answer?.signature ?? '—'
}

/**
 * The Solana account and a message signed on it through `useAppKitProvider('solana')`, with
 * the Solana adapter's provider or the universal (WalletConnect) one, verified in the page; with
 * the Solana adapter (`hasConnection`), its balance read through `useAppKitConnection()`.
 */
export function LabSolanaActions({ hasConnection }: { hasConnection: boolean }) {
  const account = useAppKitAccount({ namespace: 'solana' })
  const { walletProvider } = useAppKitProvider<AdapterProvider | UniversalProvider>('solana')
  const [signed, setSigned] = useState<{ signature: string; matches: boolean }>()
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)

  const sign = async () => {
    if (!walletProvider || !account.address) return
    setPending(true)
    setError(undefined)
    setSigned(undefined)
    try {
      const signature = await signWith(walletProvider, account.address)
      // What a dapp would do to check it: ed25519 over the message bytes, the address as key.
      const matches = await verifySolanaMessage({
        address: account.address,
        message: LAB_MESSAGE,
        signature,
      })
      setSigned({ signature, matches })
    } catch (failure) {
      setError(describeWalletError(failure))
    } finally {
      setPending(false)
    }
  }

  return (
    <section aria-labelledby="lab-solana-title" className="lab-card">
      <h2 id="lab-solana-title">Solana</h2>
      <dl className="lab-state">
        <dt>Address</dt>
        <dd data-testid="lab-solana-address">{account.address ?? '—'}</dd>
        {account.address && hasConnection && <LabSolanaConnection address={account.address} />}
      </dl>
      <div className="lab-actions">
        <button
          type="button"
          disabled={!account.isConnected || !walletProvider || pending}
          onClick={() => void sign()}
        >
          {pending ? 'Signing…' : 'Sign on Solana'}
        </button>
      </div>
      {error && (
        <p role="alert" className="lab-error" data-testid="lab-solana-error">
          {error}
        </p>
      )}
      {signed && (
        <dl className="lab-result">
          <dt>Signature</dt>
          <dd data-testid="lab-solana-signature">{signed.signature}</dd>
          <dt>Verified</dt>
          <dd data-testid="lab-solana-verified">
            {signed.matches ? 'yes (ed25519, the connected account)' : 'no'}
          </dd>
        </dl>
      )}
    </section>
  )
}
