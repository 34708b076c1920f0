import type { SwapState } from '@openappkit/controllers'
import { type DetailItem, DetailList } from '../../components/detail-list.tsx'
import { formatBalance } from '../../components/format-balance.ts'
import { useLocale } from '../../i18n/locale-context.tsx'

/** Price impact, network fee, slippage tolerance and minimum received of the current quote. */
export function SwapDetails({ swap }: { swap: SwapState }) {
  const { t, numberLocale } = useLocale()
  const percent = new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 2 })
  const usd = new Intl.NumberFormat(numberLocale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 2,
  })
  const items: DetailItem[] = []
  if (swap.priceImpact !== undefined) {
    items.push({
      label: t('swap.priceImpact'),
      value: t('swap.percent', { value: percent.format(Math.max(0, swap.priceImpact)) }),
    })
  }
  if (swap.networkFee) {
    items.push({
      label: t('swap.networkFee'),
      value: `${formatBalance(swap.networkFee.amount, numberLocale)} ${swap.networkTokenSymbol} (${usd.format(swap.networkFee.inUSD)})`,
      title: `${swap.networkFee.amount} ${swap.networkTokenSymbol}`,
    })
  }
  items.push({
    label: t('swap.slippage'),
    value: t('swap.percent', { value: percent.format(swap.slippage) }),
  })
  if (swap.minimumReceived && swap.toToken) {
    items.push({
      label: t('swap.minimumReceived'),
      value: `${formatBalance(swap.minimumReceived, numberLocale)} ${swap.toToken.symbol}`,
      title: `${swap.minimumReceived} ${swap.toToken.symbol}`,
    })
  }
  return <DetailList items={items} />
}
