import type { ChainNamespace } from '@openappkit/common/caip'
import { formatBalance } from '@openappkit/common/format'
import { loadElementNumberLocale } from '@openappkit/scaffold-ui/elements-i18n'
import { useEffect, useState } from 'react'
import { useAppKitInstance } from '../react/app-kit-context.tsx'
import { useAccountState } from './use-account-state.ts'

/**
 * `balance` and `symbol` as the modal writes them (common's formatBalance: grouped in the
 * language's `numberLocale`, four decimals at most), so the button and the modal never disagree.
 */
export function accountBalanceText(balance: string, symbol: string, numberLocale: string) {
  return `${formatBalance(balance, numberLocale)} ${symbol}`
}

/**
 * The tag the modal writes numbers in for the instance's `locale` (the visitor's languages
 * without one): 'en-US' until another language's has loaded (and when it cannot load).
 */
function useNumberLocale(locale: string | undefined): string {
  const [loaded, setLoaded] = useState<{ locale: string | undefined; numberLocale: string }>()
  useEffect(() => {
    let current = true
    loadElementNumberLocale(locale).then(
      (numberLocale) => {
        if (current) setLoaded({ locale, numberLocale })
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [locale])
  return loaded && loaded.locale === locale ? loaded.numberLocale : 'en-US'
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
  const numberLocale = useNumberLocale(instance.options.locale)
  const { target, account } = useAccountState(namespace)
  const caipAddress = account?.caipAddress
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
  if (!enabled || !caipAddress) return undefined
  if (account?.balance !== undefined && account.balanceSymbol) {
    return accountBalanceText(account.balance, account.balanceSymbol, numberLocale)
  }
  return fetched?.caipAddress === caipAddress
    ? accountBalanceText(fetched.balance, fetched.symbol, numberLocale)
    : undefined
}
