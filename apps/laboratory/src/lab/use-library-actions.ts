import { useAppKitAccount, useAppKitProvider } from '@openappkit/appkit/react'
import { useState } from 'react'
import type { LabLibrary } from '../presets/types.ts'
import { LabError } from './lab-error.ts'
import { LAB_MESSAGE, LAB_TRANSFER_WEI } from './use-lab-actions.ts'
import { describeWalletError } from './wallet-request.ts'

export type LibraryResult = { action: 'sign'; signature: string } | { action: 'send'; hash: string }

/**
 * The integrator's own library over `useAppKitProvider('eip155')`: signs the lab message and
 * sends 0.001 to the connected account itself, as their code would.
 */
export function useLibraryActions(library: LabLibrary) {
  const { address } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider('eip155')
  const [pending, setPending] = useState<'sign' | 'send'>()
  const [result, setResult] = useState<LibraryResult>()
  const [error, setError] = useState<string>()

  const run = async (action: 'sign' | 'send') => {
    setPending(action)
    setError(undefined)
    setResult(undefined)
    try {
      if (!walletProvider || !address) throw new LabError('Connect a wallet first')
      const signer = await library.signer(walletProvider, address)
      setResult(
        action === 'sign'
          ? { action, signature: await signer.signMessage(LAB_MESSAGE) }
          : { action, hash: await signer.sendTransaction(address, LAB_TRANSFER_WEI) },
      )
    } catch (failure) {
      setError(describeWalletError(failure))
    } finally {
      setPending(undefined)
    }
  }
  return { pending, result, error, run }
}
