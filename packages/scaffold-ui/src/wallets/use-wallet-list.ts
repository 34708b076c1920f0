import { useEffect } from 'react'
import { useModalContext, useScaffoldState } from '../context/modal-context.tsx'
import type { WalletListState } from './types.ts'
import { loadWalletList } from './wallet-list.ts'

/** The wallet list, loading it on first use; `retry` loads again after a failure. */
export function useWalletList(): WalletListState & { retry: () => void } {
  const context = useModalContext()
  const { walletList } = useScaffoldState()
  useEffect(() => {
    void loadWalletList(context)
  }, [context])
  return {
    status: walletList.status,
    wallets: walletList.wallets as WalletListState['wallets'],
    error: walletList.error,
    retry: () => void loadWalletList(context),
  }
}
