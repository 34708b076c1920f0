import { useAppKitAccount, useAppKitProvider } from '@openappkit/appkit/react'
import { encodeBase58 } from '@openappkit/common/encoding'
import { useState } from 'react'
import { LAB_MESSAGE } from './use-lab-actions.ts'
import { describeWalletError } from './wallet-request.ts'

type UniversalProvider = {
  request(arguments_: { method: string; params?: unknown }, chainId?: string): Promise<unknown>
}

/**
 * The Solana account of a WalletConnect session and a message signed on it, through
 * `useAppKitProvider('solana')`: what a dapp without a Solana library does.
 */
export function LabSolanaActions() {
  const account = useAppKitAccount({ namespace: 'solana' })
  const { walletProvider } = useAppKitProvider<UniversalProvider>('solana')
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)

  const sign = async () => {
    setPending(true)
    setError(undefined)
    setSignature(undefined)
    try {
      const message = encodeBase58(new TextEncoder().encode(LAB_MESSAGE))
      const answer = (await walletProvider?.request({
        method: 'solana_signMessage',
        params: { message, pubkey: account.address },
      })) as { signature?: string } | undefined
      setSignature(answer?.signature ?? '—')
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
      {signature && (
        <dl className="lab-result">
          <dt>Signature</dt>
          <dd data-testid="lab-solana-signature">{signature}</dd>
        </dl>
      )}
    </section>
  )
}
