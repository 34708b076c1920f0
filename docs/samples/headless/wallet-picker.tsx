import { useAppKitAccount, useAppKitWallets, type WalletItem } from '@openappkit/appkit/react'
import { useEffect, useState } from 'react'

/** Your own wallet picker and QR code, over the Connect view's list and flow, without the modal. */
export function WalletPicker() {
  const { isConnected, address } = useAppKitAccount()
  const { wallets, wcWallets, wcUri, connectingWallet, isInitialized, fetchWallets, connect } =
    useAppKitWallets()
  const [query, setQuery] = useState('')
  const [error, setError] = useState('')

  // WalletConnect wallets come from the catalogue (the api's, or the kit's own), page by page.
  useEffect(() => {
    void fetchWallets({ page: 1, query })
  }, [fetchWallets, query])

  const choose = (wallet: WalletItem) => {
    setError('')
    // Installed wallets prompt at once; WalletConnect ones publish `wcUri` for a QR code.
    connect(wallet).catch((reason: unknown) => setError(String(reason)))
  }

  if (isConnected) return <p>Connected: {address}</p>
  if (!isInitialized) return <p>Loading wallets…</p>
  return (
    <section>
      <ul>
        {[...wallets, ...wcWallets].map((wallet) => (
          <li key={wallet.id}>
            <button type="button" onClick={() => choose(wallet)}>
              {wallet.imageUrl ? <img src={wallet.imageUrl} alt="" width={24} height={24} /> : null}
              {wallet.name}
              {wallet.isInjected ? ' (installed)' : ''}
            </button>
          </li>
        ))}
      </ul>
      <input
        aria-label="Search wallets"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {connectingWallet && wcUri ? (
        <p>
          Scan with {connectingWallet.name}: <code>{wcUri}</code>
        </p>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </section>
  )
}
