import { truncateAddress } from '@openappkit/common/format'
import { type CaipNetwork, transactionExplorerUrl } from '@openappkit/common/networks'
import { showErrorToast, showSuccessToast } from '@openappkit/controllers/internal'
import { CopyIcon, ExternalLink, IconButton } from '@openappkit/ui'
import { copyText } from '../../components/copy-text.ts'
import { type DetailItem, DetailList } from '../../components/detail-list.tsx'
import { useModalContext } from '../../context/modal-context.tsx'
import { useLocale } from '../../i18n/locale-context.tsx'
import type { TransactionSummary } from './describe-transaction.ts'

export type TransactionDetailProps = {
  id: string
  summary: TransactionSummary
  network: CaipNetwork | undefined
}

/**
 * What one Activity row opens: status, date and time, sender and receiver, the hash (copied with
 * one click) and the transaction on the network's block explorer when it has one.
 */
export function TransactionDetail({ id, summary, network }: TransactionDetailProps) {
  const { core } = useModalContext()
  const { t, numberLocale } = useLocale()
  const when = new Intl.DateTimeFormat(numberLocale, { dateStyle: 'medium', timeStyle: 'medium' })
  const explorer = transactionExplorerUrl(network, summary.hash)
  const statusLabels = {
    confirmed: t('activity.confirmed'),
    pending: t('activity.pending'),
    failed: t('activity.failed'),
  }
  const copyHash = async () => {
    if (await copyText(summary.hash)) showSuccessToast(core, 'HASH_COPIED')
    else showErrorToast(core, 'COPY_FAILED')
  }
  const items: DetailItem[] = [
    { label: t('activity.status'), value: statusLabels[summary.status] },
    { label: t('activity.date'), value: when.format(summary.minedAt) },
  ]
  if (summary.from) {
    items.push({
      label: t('activity.from'),
      value: truncateAddress(summary.from),
      title: summary.from,
    })
  }
  if (summary.to) {
    items.push({ label: t('activity.to'), value: truncateAddress(summary.to), title: summary.to })
  }
  items.push({
    label: t('activity.hash'),
    title: summary.hash,
    value: (
      <span className="apkt-inline">
        <code>{truncateAddress(summary.hash)}</code>
        <IconButton
          size="sm"
          variant="ghost"
          label={t('activity.copyHash')}
          icon={<CopyIcon size={14} />}
          onClick={() => void copyHash()}
        />
      </span>
    ),
  })
  return (
    <div id={id} className="apkt-activity__detail">
      <DetailList items={items} />
      {explorer ? (
        <ExternalLink href={explorer} newTabLabel={t('common.opensInNewTab')}>
          {t('common.viewOnExplorer')}
        </ExternalLink>
      ) : null}
    </div>
  )
}
