import { formatFiat } from '@openappkit/common/format'
import { Button, ListRow, SearchIcon, Skeleton, TextInput, TokenImage } from '@openappkit/ui'
import { useState } from 'react'
import { useLocale } from '../i18n/locale-context.tsx'
import { formatBalance } from './format-balance.ts'
import { StatusBlock } from './status-block.tsx'

/** One token of the list: what it is and, when the account holds it, how much. */
export type TokenPickerItem = {
  /** Unique in the list. */
  id: string
  name: string
  symbol: string
  iconUrl?: string | undefined
  /** Plain or CAIP-10 address; search matches it too. */
  address?: string | undefined
  /** Whole units held ('1.5'), when known. */
  quantity?: string | undefined
  /** USD value of what is held, when known. */
  value?: number | undefined
}

export type TokenPickerProps = {
  tokens: readonly TokenPickerItem[]
  loading: boolean
  /** The visitor-facing message of a failed load. */
  error?: string | undefined
  onRetry?: (() => void) | undefined
  onSelect: (token: TokenPickerItem) => void
  /** The token chosen so far: its row is marked pressed. */
  selectedId?: string | undefined
  /** Id of the list, for the `aria-controls` of the button that expands it. */
  id?: string | undefined
  /** The list's accessible name. */
  label: string
  loadingLabel: string
  emptyTitle: string
  emptyDescription?: string | undefined
}

/** Whether `token` matches what was typed: name, symbol or address, ignoring case. */
export function matchesTokenQuery(token: TokenPickerItem, query: string): boolean {
  const needle = query.trim().toLowerCase()
  if (needle === '') return true
  return [token.name, token.symbol, token.address ?? ''].some((text) =>
    text.toLowerCase().includes(needle),
  )
}

/**
 * A list of tokens to choose from, with what the account holds of each and a search by name,
 * symbol or address: each row a toggle button (the chosen one pressed); or the loading rows, the
 * error with a retry, or the empty state. Send and Swap both choose their tokens here.
 */
export function TokenPicker({
  tokens,
  loading,
  error,
  onRetry,
  onSelect,
  selectedId,
  id,
  label,
  loadingLabel,
  emptyTitle,
  emptyDescription,
}: TokenPickerProps) {
  const { t, numberLocale } = useLocale()
  const [query, setQuery] = useState('')
  if (tokens.length === 0 && loading) {
    return (
      <div className="apkt-skeleton-list" role="status">
        <span className="apkt-visually-hidden">{loadingLabel}</span>
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
          onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {t('common.tryAgain')}
            </Button>
          ) : undefined
        }
      />
    )
  }
  if (tokens.length === 0) {
    return <StatusBlock tone="neutral" title={emptyTitle} description={emptyDescription} />
  }
  const shown = tokens.filter((token) => matchesTokenQuery(token, query))
  return (
    <div className="apkt-stack apkt-stack--tight">
      <TextInput
        type="search"
        label={t('tokens.search')}
        hideLabel
        placeholder={t('tokens.search')}
        leadingIcon={<SearchIcon size={18} />}
        value={query}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setQuery(event.target.value)}
      />
      {shown.length === 0 ? (
        <p className="apkt-note" role="status">
          {t('tokens.noMatch', { query: query.trim() })}
        </p>
      ) : (
        <ul id={id} className="apkt-list" aria-label={label}>
          {shown.map((token) => {
            const chosen = token.id === selectedId
            const quantity =
              token.quantity !== undefined
                ? t('common.amountValue', {
                    amount: formatBalance(token.quantity, numberLocale),
                    symbol: token.symbol,
                  })
                : undefined
            const fiatValue =
              token.value !== undefined
                ? formatFiat(token.value, { locale: numberLocale })
                : undefined
            return (
              <li key={token.id}>
                <ListRow
                  className={chosen ? 'apkt-row--amounts apkt-row--selected' : 'apkt-row--amounts'}
                  aria-pressed={chosen}
                  leading={<TokenImage src={token.iconUrl} size={40} />}
                  title={token.name}
                  description={token.symbol}
                  trailing={
                    quantity || fiatValue ? (
                      <span className="apkt-row__end">
                        {fiatValue ? (
                          <span className="apkt-row__end-primary">{fiatValue}</span>
                        ) : null}
                        {quantity ? (
                          <span
                            className={
                              fiatValue ? 'apkt-row__end-secondary' : 'apkt-row__end-primary'
                            }
                            title={`${token.quantity} ${token.symbol}`}
                          >
                            {quantity}
                          </span>
                        ) : null}
                      </span>
                    ) : undefined
                  }
                  onClick={() => onSelect(token)}
                />
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
