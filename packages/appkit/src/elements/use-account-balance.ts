import type { ChainNamespace } from '@openappkit/common/caip'
import { useEffect, useState } from 'react'
import { useAppKitInstance } from '../react/app-kit-context.tsx'
import { useAccountState } from './use-account-state.ts'

/**
 * A decimal balance cut (never rounded up) to three fraction digits, `<0.001` when that would
 * show a non-zero balance as zero. Kept here rather than common's formatTokenAmount: the
 * elements load with the page, and that formatter (locales, units) would double their weight.
 */
export function shortBalance(balance: string): string {
  const [whole = '0', fraction = ''] = balance.split('.')
  const kept = fraction.slice(0, 3).replace(/0+$/, '')
  if (/^0*$/.test(whole) && kept === '' && /[1-9]/.test(fraction)) return '<0.001'
  return kept ? `${whole}.${kept}` : whole
}

/**
 * The native balance of the account of `namespace` (the active one by default) as display
 * text: the account state's when the modal read it, else read through the adapter when the
 * account or its network changes; undefined while unknown or when `enabled` is false.
 */
export function useAccountBalance(
  namespace: ChainNamespace | undefined,
  enabled: boolean,
): string | undefined {
  const instance = useAppKitInstance()
  const { target, account } = useAccountState(namespace)
  const caipAddress = account?.caipAddress
  const [fetched, setFetched] = useState<{ caipAddress: string; text: string }>()
  useEffect(() => {
    if (!enabled || !caipAddress) return
    let current = true
    void instance.fetchBalance(target).then((result) => {
      if (current && result.data) {
        const text = `${shortBalance(result.data.balance)} ${result.data.symbol}`
        setFetched({ caipAddress, text })
      }
    })
    return () => {
      current = false
    }
  }, [enabled, caipAddress, instance, target])
  if (!enabled || !caipAddress) return undefined
  if (account?.balance !== undefined && account.balanceSymbol) {
    return `${shortBalance(account.balance)} ${account.balanceSymbol}`
  }
  return fetched?.caipAddress === caipAddress ? fetched.text : undefined
}
