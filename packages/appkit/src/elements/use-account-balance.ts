import type { ChainNamespace } from '@openappkit/common/caip'
import { type BalanceText, loadElementBalanceText } from '@openappkit/scaffold-ui/elements-i18n'
import { useEffect, useState } from 'react'
import { useAppKitInstance } from '../react/app-kit-context.tsx'
import { useAccountState } from './use-account-state.ts'

/**
 * How the instance's `locale` (the visitor's languages without one) writes a balance, as the
 * modal does, loaded once `needed` (an account to show); undefined until its chunk has loaded
 * (or when it cannot load).
 */
function useBalanceText(locale: string | undefined, needed: boolean): BalanceText | undefined {
  const [loaded, setLoaded] = useState<{ locale: string | undefined; text: BalanceText }>()
  const known = loaded !== undefined && loaded.locale === locale
  useEffect(() => {
    if (!needed || known) return
    let current = true
    loadElementBalanceText(locale).then(
      (text) => {
        if (current) setLoaded({ locale, text })
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [locale, needed, known])
  return known ? loaded?.text : undefined
}

/**
 * The native balance of the account of `namespace` (the active one by default) as display
 * text, written as the modal writes it (grouped in the instance's language, four decimals at
 * most): the account state's when the modal read it, else read through the adapter when the
 * account or its network changes; undefined while unknown or when `enabled` is false.
 */
export function useAccountBalance(
  namespace: ChainNamespace | undefined,
  enabled: boolean,
): string | undefined {
  const instance = useAppKitInstance()
  const { target, account } = useAccountState(namespace)
  const caipAddress = account?.caipAddress
  const balanceText = useBalanceText(instance.options.locale, enabled && Boolean(caipAddress))
  const [fetched, setFetched] = useState<{ caipAddress: string; balance: string; symbol: string }>()
  useEffect(() => {
    if (!enabled || !caipAddress) return
    let current = true
    void instance.fetchBalance(target).then((result) => {
      if (current && result.data) {
        const { balance, symbol } = result.data
        setFetched({ caipAddress, balance, symbol })
      }
    })
    return () => {
      current = false
    }
  }, [enabled, caipAddress, instance, target])
  if (!enabled || !caipAddress || !balanceText) return undefined
  if (account?.balance !== undefined && account.balanceSymbol) {
    return balanceText(account.balance, account.balanceSymbol)
  }
  return fetched?.caipAddress === caipAddress
    ? balanceText(fetched.balance, fetched.symbol)
    : undefined
}
