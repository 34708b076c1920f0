import type { TokenBalance } from '@openappkit/controllers'
import { Button, ListRow, Skeleton, TokenImage } from '@openappkit/ui'
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
  /** The token chosen so far: its row is marked pressed. */
  selected?: TokenBalance | undefined
  /** Id of the list, for the `aria-controls` of the button that expands it. */
  id?: string | undefined
}

/** Whether two balances name the same token on the same chain. */
export function isSameToken(a: TokenBalance | undefined, b: TokenBalance | undefined): boolean {
  if (!a || !b) return false
  return a.chainId === b.chainId && (a.address ?? a.symbol) === (b.address ?? b.symbol)
}

/**
 * The account's tokens to send from, each row a toggle button (the chosen one pressed and
 * checked); or the loading rows, the error with a retry, or the empty state.
 */
export function TokenPicker({
  tokens,
  loading,
  error,
  onRetry,
  onSelect,
  selected,
  id,
}: TokenPickerProps) {
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
    <ul id={id} className="apkt-list" aria-label={t('send.tokensLabel')}>
      {tokens.map((token) => {
        const chosen = isSameToken(token, selected)
        const quantity = `${formatBalance(token.quantity.numeric, numberLocale)} ${token.symbol}`
        const fiatValue = token.value !== undefined ? usd.format(token.value) : undefined
        return (
          <li key={`${token.chainId}:${token.address ?? token.symbol}`}>
            <ListRow
              className={chosen ? 'apkt-row--amounts apkt-row--selected' : 'apkt-row--amounts'}
              aria-pressed={chosen}
              leading={<TokenImage src={token.iconUrl} size={40} />}
              title={token.name}
              description={token.symbol}
              trailing={
                <span className="apkt-row__end">
                  {fiatValue ? <span className="apkt-row__end-primary">{fiatValue}</span> : null}
                  <span className={fiatValue ? 'apkt-row__end-secondary' : 'apkt-row__end-primary'}>
                    {quantity}
                  </span>
                </span>
              }
              onClick={() => onSelect(token)}
            />
          </li>
        )
      })}
    </ul>
  )
}
