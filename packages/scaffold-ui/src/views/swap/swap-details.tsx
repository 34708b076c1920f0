import { formatFiat } from '@openappkit/common/format'
import { getPriceImpactLevel, type SwapState } from '@openappkit/controllers/internal'
import { WarningIcon } from '@openappkit/ui'
import { type DetailItem, DetailList } from '../../components/detail-list.tsx'
import { formatBalance } from '../../components/format-balance.ts'
import { useLocale } from '../../i18n/locale-context.tsx'

/** The price impact in the locale, in percent ('0.4%', '22.5 %'). */
export function usePriceImpactText(priceImpact: number | undefined): string | undefined {
  const { t, numberLocale } = useLocale()
  if (priceImpact === undefined) return undefined
  const percent = new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 2 })
  return t('swap.percent', { value: percent.format(priceImpact) })
}

/**
 * Price impact (against the pools' own price, coloured and explained in words from the warning
 * level on), network fee, slippage tolerance and minimum received of the current quote.
 */
export function SwapDetails({ swap }: { swap: SwapState }) {
  const { t, numberLocale } = useLocale()
  const percent = new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 2 })
  const impact = usePriceImpactText(swap.priceImpact)
  const level = getPriceImpactLevel(swap.priceImpact)
  const items: DetailItem[] = []
  if (impact !== undefined) {
    items.push({
      label: t('swap.priceImpact'),
      value: <span className={`apkt-impact apkt-impact--${level}`}>{impact}</span>,
    })
  }
  if (swap.networkFee) {
    const fee = formatFiat(swap.networkFee.inUSD, { locale: numberLocale })
    items.push({
      label: t('swap.networkFee'),
      value: `${formatBalance(swap.networkFee.amount, numberLocale)} ${swap.networkTokenSymbol} (${fee})`,
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
  return (
    <>
      <DetailList items={items} />
      {impact !== undefined && level !== 'normal' ? (
        <p className={`apkt-impact-warning apkt-impact-warning--${level}`} role="alert">
          <WarningIcon size={16} aria-hidden="true" />
          <span>
            {t(level === 'confirm' ? 'swap.impactVeryHigh' : 'swap.impactHigh', { impact })}
          </span>
        </p>
      ) : null}
    </>
  )
}
