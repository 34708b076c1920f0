import { truncateAddress } from '@openappkit/common/format'
import type { Transaction } from '@openappkit/controllers'
import {
  fetchTransactions,
  groupTransactionsByYear,
  refreshTransactions,
} from '@openappkit/controllers/internal'
import { Button, ClockIcon, Skeleton, Spinner, TransactionRow } from '@openappkit/ui'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { NoAccount } from '../../components/no-account.tsx'
import { StatusBlock } from '../../components/status-block.tsx'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useLocale } from '../../i18n/locale-context.tsx'
import type { Translate } from '../../i18n/types.ts'
import { useActiveAccount } from '../account/use-active-account.ts'
import { summarizeTransaction, type TransactionSummary } from './describe-transaction.ts'
import { TransactionDetail } from './transaction-detail.tsx'

const titleKeys = {
  in: 'activity.received',
  out: 'activity.sent',
  swap: 'activity.swapped',
  buy: 'activity.bought',
  other: 'activity.other',
} as const

function rowTitle(summary: TransactionSummary, t: Translate) {
  return t(titleKeys[summary.direction])
}

/** Years newest first, each with its months newest first, as [year, month, items] triples. */
export function orderGroups(
  byYear: Readonly<Record<number, Readonly<Record<number, readonly Transaction[]>>>>,
) {
  const groups: { year: number; month: number; items: readonly Transaction[] }[] = []
  for (const year of Object.keys(byYear)
    .map(Number)
    .sort((a, b) => b - a)) {
    const months = byYear[year] ?? {}
    for (const month of Object.keys(months)
      .map(Number)
      .sort((a, b) => b - a)) {
      groups.push({ year, month, items: months[month] ?? [] })
    }
  }
  return groups
}

/**
 * The transactions sent from the modal on `networkId` by `address` that the history does not
 * list yet: shown with it at once (pending, then what the chain said).
 */
export function unlistedSent(
  sent: readonly Transaction[],
  listed: readonly Transaction[],
  { networkId, address }: { networkId: string; address: string },
): Transaction[] {
  const known = new Set(listed.map((transaction) => transaction.id.toLowerCase()))
  return sent.filter((transaction) => {
    const from = (transaction.metadata as { sentFrom?: unknown }).sentFrom
    return (
      transaction.metadata.chain === networkId &&
      typeof from === 'string' &&
      from.toLowerCase() === address.toLowerCase() &&
      !known.has(transaction.id.toLowerCase())
    )
  })
}

/**
 * Activity: the account's history on the active network with what it just sent, grouped by
 * year then month, newest first, each row with its day and time; a row opens its detail (hash,
 * explorer link). More pages load when the end of the list scrolls into view, or with Load more.
 */
export function ActivityView() {
  const { core } = useModalContext()
  const { t, numberLocale, translateMessage } = useLocale()
  const { namespace, account, network } = useActiveAccount()
  const history = useAppState('transactions')
  const sentinel = useRef<HTMLDivElement | null>(null)
  const address = account?.address
  const detailIds = useId()
  const [opened, setOpened] = useState<string | undefined>(undefined)

  const loadMore = useCallback(() => {
    const state = core.state.transactions
    if (state.loading) return
    void fetchTransactions(core).catch(() => undefined)
  }, [core])

  // The newest page each time the view opens (a send since the last visit shows up), and again
  // when the network changes.
  const networkId = network?.caipNetworkId
  useEffect(() => {
    if (!address || !networkId) return
    void refreshTransactions(core).catch(() => undefined)
  }, [core, address, networkId])

  const hasMore = history.next !== undefined
  useEffect(() => {
    const target = sentinel.current
    const Observer = (globalThis as { IntersectionObserver?: typeof IntersectionObserver })
      .IntersectionObserver
    if (!target || !hasMore || !Observer) return
    const observer = new Observer((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [hasMore, loadMore])

  if (!namespace || !address) return <NoAccount />
  if (namespace !== 'eip155') {
    return (
      <StatusBlock
        tone="neutral"
        icon={<ClockIcon size={28} />}
        title={t('activity.unsupported')}
      />
    )
  }

  const sent = unlistedSent(
    history.sent as readonly Transaction[],
    history.transactions as readonly Transaction[],
    { networkId: network?.caipNetworkId ?? '', address },
  )
  const byYear = history.transactionsByYear as Record<number, Record<number, Transaction[]>>
  const groups = orderGroups(sent.length > 0 ? groupTransactionsByYear(byYear, sent) : byYear)
  const firstLoad = history.loading && groups.length === 0
  if (firstLoad || (!history.failed && !history.empty && groups.length === 0)) {
    return (
      <div className="apkt-skeleton-list" role="status">
        <span className="apkt-visually-hidden">{t('activity.loading')}</span>
        <Skeleton height={56} shape="rect" />
        <Skeleton height={56} shape="rect" />
        <Skeleton height={56} shape="rect" />
      </div>
    )
  }
  if (history.failed && history.transactions.length === 0) {
    return (
      <StatusBlock
        tone="error"
        title={translateMessage({ code: 'FAILED_TO_FETCH_TRANSACTIONS' })}
        actions={
          <Button variant="secondary" onClick={loadMore}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    )
  }
  if (groups.length === 0) {
    return (
      <StatusBlock
        tone="neutral"
        icon={<ClockIcon size={28} />}
        title={t('activity.emptyTitle')}
        description={t('activity.emptyDescription')}
      />
    )
  }

  const monthFormat = new Intl.DateTimeFormat(numberLocale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  // The visitor's own clock: two sends of one day differ by their time.
  const dayFormat = new Intl.DateTimeFormat(numberLocale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  })
  const statusLabels = { failed: t('activity.failed'), pending: t('activity.pending') }
  return (
    <div className="apkt-view apkt-activity">
      {groups.map(({ year, month, items }) => {
        const heading = monthFormat.format(Date.UTC(year, month, 1))
        const id = `apkt-activity-${year}-${month}`
        return (
          <section key={id} className="apkt-stack apkt-stack--tight" aria-labelledby={id}>
            <h3 id={id} className="apkt-section-label">
              {heading}
            </h3>
            <ul className="apkt-list">
              {items.map((transaction) => {
                const summary = summarizeTransaction(transaction, numberLocale)
                const detailId = `${detailIds}-${transaction.id}`
                const open = opened === transaction.id
                // An NFT's name is a name: it may be cut, so it goes where names go.
                const description = summary.nft
                  ? summary.asset
                  : summary.counterparty
                    ? truncateAddress(summary.counterparty)
                    : undefined
                const amount = summary.amount
                  ? `${summary.amount}${summary.asset && !summary.nft ? ` ${summary.asset}` : ''}`
                  : summary.nft
                    ? undefined
                    : summary.asset
                return (
                  <li key={transaction.id}>
                    <TransactionRow
                      direction={summary.direction}
                      imageSrc={summary.imageUrl}
                      title={rowTitle(summary, t)}
                      description={description}
                      amount={amount}
                      time={dayFormat.format(summary.minedAt)}
                      status={summary.status}
                      statusLabel={
                        summary.status === 'confirmed' ? undefined : statusLabels[summary.status]
                      }
                      onClick={() => setOpened(open ? undefined : transaction.id)}
                      expanded={open}
                      controls={detailId}
                    />
                    {open ? (
                      <TransactionDetail id={detailId} summary={summary} network={network} />
                    ) : null}
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
      {hasMore || history.loading ? (
        <div ref={sentinel} className="apkt-activity__more">
          {history.loading ? (
            <span role="status" className="apkt-inline">
              <Spinner size={18} />
              <span className="apkt-visually-hidden">{t('activity.loading')}</span>
            </span>
          ) : (
            <Button variant="ghost" size="sm" onClick={loadMore}>
              {t('activity.loadMore')}
            </Button>
          )}
        </div>
      ) : null}
      {history.failed ? (
        <div className="apkt-inline" role="alert">
          <span className="apkt-inline-error">
            {translateMessage({ code: 'FAILED_TO_FETCH_TRANSACTIONS' })}
          </span>
          <Button variant="ghost" size="sm" onClick={loadMore}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
