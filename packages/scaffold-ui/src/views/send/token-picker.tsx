import type { TokenBalance } from '@openappkit/controllers'
import { Button, Skeleton, TokenRow } from '@openappkit/ui'
import { formatBalance } from '../../components/format-balance.ts'
import { StatusBlock } from '../../components/status-block.tsx'
import { useLocale } from '../../i18n/locale-context.tsx'

export type TokenPickerProps = {
  tokens: readonly TokenBalance[]
  loading: boolean
  /** The visitor-facing message of a failed balance fetch. */
  error: string | undefined
  onRetry: () => void
  onSelect: (token: TokenBalance) => void
}

/** The account's tokens to send from: loading rows, the error with a retry, or the empty state. */
export function TokenPicker({ tokens, loading, error, onRetry, onSelect }: TokenPickerProps) {
  const { t, numberLocale } = useLocale()
  const usd = new Intl.NumberFormat(numberLocale, { style: 'currency', currency: 'USD' })
  if (tokens.length === 0 && loading) {
    return (
      <div className="apkt-skeleton-list" role="status">
        <span className="apkt-visually-hidden">{t('send.tokensLoading')}</span>
        <Skeleton height={56} shape="rect" />
        <Skeleton height={56} shape="rect" />
        <Skeleton height={56} shape="rect" />
      </div>
    )
  }
  if (tokens.length === 0 && error) {
    return (
      <StatusBlock
        tone="error"
        title={error}
        actions={
          <Button variant="secondary" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    )
  }
  if (tokens.length === 0) {
    return (
      <StatusBlock
        tone="neutral"
        title={t('send.emptyTitle')}
        description={t('send.emptyDescription')}
      />
    )
  }
  return (
    <ul className="apkt-list" aria-label={t('send.tokensLabel')}>
      {tokens.map((token) => (
        <li key={`${token.chainId}:${token.address ?? token.symbol}`}>
          <TokenRow
            name={token.name}
            symbol={token.symbol}
            quantity={formatBalance(token.quantity.numeric, numberLocale)}
            fiatValue={token.value !== undefined ? usd.format(token.value) : undefined}
            iconSrc={token.iconUrl}
            onClick={() => onSelect(token)}
          />
        </li>
      ))}
    </ul>
  )
}
