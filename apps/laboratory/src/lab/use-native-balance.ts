import {
  useAppKitAccount,
  useAppKitBalance,
  useAppKitNetwork,
  useAppKitState,
} from '@openappkit/appkit/react'
import { useCallback, useEffect, useState } from 'react'

export type NativeBalance =
  | { status: 'idle' | 'loading' }
  | { status: 'success'; value: string }
  | { status: 'error'; error: string }

/**
 * The connected account's native balance, read again when the account or network changes, when
 * the modal closes (a send or swap may have happened in it) and on `refresh`.
 */
export function useNativeBalance(): { balance: NativeBalance; refresh: () => void } {
  const { caipAddress, isConnected } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  const { open } = useAppKitState()
  const { fetchBalance } = useAppKitBalance()
  const [balance, setBalance] = useState<NativeBalance>({ status: 'idle' })
  const [generation, setGeneration] = useState(0)
  const refresh = useCallback(() => setGeneration((value) => value + 1), [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: these values say when to read again.
  useEffect(() => {
    if (!isConnected || open) {
      if (!isConnected) setBalance({ status: 'idle' })
      return
    }
    let current = true
    setBalance((previous) => (previous.status === 'success' ? previous : { status: 'loading' }))
    void fetchBalance().then((result) => {
      if (!current) return
      setBalance(
        result.data
          ? { status: 'success', value: `${result.data.balance} ${result.data.symbol}` }
          : { status: 'error', error: result.error ?? 'Balance unavailable' },
      )
    })
    return () => {
      current = false
    }
  }, [caipAddress, chainId, isConnected, open, generation, fetchBalance])

  return { balance, refresh }
}
