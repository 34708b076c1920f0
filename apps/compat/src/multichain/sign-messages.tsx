import type { Provider } from '@openappkit/adapter-solana/react'
import { useAppKitProvider } from '@openappkit/appkit/react'
import { useState } from 'react'
import { useSignMessage } from 'wagmi'

// The message the single-adapter pages sign (src/wagmi/actions.tsx, src/solana/actions.tsx).
const MESSAGE = 'Signed by an app written for the incumbent'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** The app's own wagmi code signing with the EVM account, whichever namespace is active. */
export function EvmSignMessage() {
  const signMessage = useSignMessage()
  return (
    <section>
      <button
        type="button"
        data-testid="evm-sign"
        onClick={() => signMessage.mutate({ message: MESSAGE })}
      >
        Sign with EVM
      </button>
      <p data-testid="evm-message">{MESSAGE}</p>
      <p data-testid="evm-signature">{signMessage.data ?? signMessage.error?.message ?? ''}</p>
    </section>
  )
}

/** The app's own code on the Solana wallet's provider, as the Solana page signs. */
export function SolanaSignMessage() {
  const { walletProvider } = useAppKitProvider<Provider>('solana')
  const [signature, setSignature] = useState('')
  const sign = async () => {
    try {
      if (!walletProvider) throw new TypeError('no wallet provider')
      setSignature(toHex(await walletProvider.signMessage(new TextEncoder().encode(MESSAGE))))
    } catch (error) {
      setSignature(messageOf(error))
    }
  }
  return (
    <section>
      <button type="button" data-testid="solana-sign" onClick={sign}>
        Sign with Solana
      </button>
      <p data-testid="solana-message">{MESSAGE}</p>
      <p data-testid="solana-signature">{signature}</p>
    </section>
  )
}
