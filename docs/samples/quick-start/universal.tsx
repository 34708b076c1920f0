import type { UniversalProvider } from '@openappkit/adapter-universal'
import { mainnet, solana } from '@openappkit/appkit/networks'
import { createAppKit, useAppKitAccount, useAppKitProvider } from '@openappkit/appkit/react'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'

// No adapter and no chain library: createAppKit adds the universal adapter for each namespace of
// `networks`, and the wallet is reached over WalletConnect only (one session for both).
createAppKit({
  networks: [mainnet, solana],
  // Your WalletConnect Cloud project id: the WalletConnect network's relay. Or `relayUrl` for yours.
  projectId: 'YOUR_PROJECT_ID',
  metadata: {
    name: 'My dapp',
    description: 'WalletConnect only',
    url: location.origin,
    icons: [],
  },
})

function SignMessage() {
  const { address, isConnected } = useAppKitAccount({ namespace: 'eip155' })
  const { walletProvider } = useAppKitProvider<UniversalProvider>('eip155')
  const [signature, setSignature] = useState('')
  if (!isConnected || !address || !walletProvider) return null
  const sign = async () => {
    // The wallet answers in the namespace's own method: personal_sign on eip155.
    const result = await walletProvider.request({
      method: 'personal_sign',
      params: ['0x48656c6c6f', address],
    })
    setSignature(String(result))
  }
  return (
    <>
      <button type="button" onClick={sign}>
        Sign "Hello"
      </button>
      <p>{signature}</p>
    </>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <appkit-button />
    <SignMessage />
  </StrictMode>,
)
