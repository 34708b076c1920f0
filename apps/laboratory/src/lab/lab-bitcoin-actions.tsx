import type { BitcoinAccountAddress, BitcoinProvider } from '@openappkit/adapter-bitcoin'
import { useAppKitAccount, useAppKitProvider } from '@openappkit/appkit/react'
import { useEffect, useState } from 'react'
import { LAB_MESSAGE } from './use-lab-actions.ts'
import { describeWalletError } from './wallet-request.ts'

/**
 * The Bitcoin accounts (payment and ordinal) through `useAppKitProvider('bip122')`, and a message
 * signed with the payment account, verified in the page with our BIP-322 verifier.
 */
export function LabBitcoinActions() {
  const account = useAppKitAccount({ namespace: 'bip122' })
  const { walletProvider } = useAppKitProvider<BitcoinProvider>('bip122')
  const [addresses, setAddresses] = useState<BitcoinAccountAddress[]>([])
  const [signed, setSigned] = useState<{ signature: string; matches: boolean }>()
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)

  // Read again whenever the wallet reports another account.
  const address = account.isConnected ? account.address : undefined
  useEffect(() => {
    if (!walletProvider || !address) return setAddresses([])
    void walletProvider.getAccountAddresses().then(setAddresses, () => setAddresses([]))
  }, [walletProvider, address])

  const payment = addresses.find((item) => item.purpose === 'payment')
  const ordinal = addresses.find((item) => item.purpose === 'ordinal')

  const sign = async () => {
    if (!walletProvider || !payment) return
    setPending(true)
    setError(undefined)
    setSigned(undefined)
    try {
      const signature = await walletProvider.signMessage({
        address: payment.address,
        message: LAB_MESSAGE,
      })
      // The network is the account's own (CAIP-10 `bip122:{reference}:{address}`).
      const reference = account.caipAddress?.split(':')[1] ?? ''
      const chainId = `bip122:${reference}` as const
      // Loaded on first use, as a dapp would load its verifier.
      const { BIP122Verifier } = await import('@openappkit/siwx')
      const matches = await new BIP122Verifier().verify({
        data: {
          accountAddress: payment.address,
          chainId,
          domain: '',
          uri: '',
          version: '1',
          nonce: '',
        },
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
    <section aria-labelledby="lab-bitcoin-title" className="lab-card">
      <h2 id="lab-bitcoin-title">Bitcoin</h2>
      <dl className="lab-state">
        <dt>Payment</dt>
        <dd data-testid="lab-bitcoin-payment">{payment?.address ?? '—'}</dd>
        <dt>Ordinal</dt>
        <dd data-testid="lab-bitcoin-ordinal">{ordinal?.address ?? '—'}</dd>
      </dl>
      <div className="lab-actions">
        <button type="button" disabled={!payment || pending} onClick={() => void sign()}>
          {pending ? 'Signing…' : 'Sign on Bitcoin'}
        </button>
      </div>
      {error && (
        <p role="alert" className="lab-error" data-testid="lab-bitcoin-error">
          {error}
        </p>
      )}
      {signed && (
        <dl className="lab-result">
          <dt>Signature</dt>
          <dd data-testid="lab-bitcoin-signature">{signed.signature}</dd>
          <dt>Verified</dt>
          <dd data-testid="lab-bitcoin-verified">
            {signed.matches ? 'yes (BIP-322, the payment account)' : 'no'}
          </dd>
        </dl>
      )}
    </section>
  )
}
