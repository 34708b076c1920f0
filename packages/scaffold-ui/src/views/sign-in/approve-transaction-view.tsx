import {
  answerEmbeddedWalletApproval,
  type EmbeddedWalletApprovalRequest,
  goBack,
} from '@openappkit/controllers/internal'
import { Button, InfoIcon } from '@openappkit/ui'
import { DetailList } from '../../components/detail-list.tsx'
import { StatusBlock } from '../../components/status-block.tsx'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useT } from '../../i18n/locale-context.tsx'

/** The request's parameters as indented JSON; values JSON cannot hold are shown as text. */
export function formatRequestParams(params: unknown): string {
  try {
    return (
      JSON.stringify(
        params,
        (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
        2,
      ) ?? ''
    )
  } catch {
    return String(params)
  }
}

/**
 * ApproveTransaction: what the embedded wallet is asked to do (method and parameters) with
 * Approve and Reject; the answer goes back to the wallet and the previous view returns.
 */
export function ApproveTransactionView() {
  const { core } = useModalContext()
  const t = useT()
  const { approvalRequest } = useAppState('embeddedWallet')
  const request = approvalRequest as EmbeddedWalletApprovalRequest | undefined
  if (!request) {
    return (
      <StatusBlock
        tone="neutral"
        icon={<InfoIcon size={28} />}
        title={t('approve.emptyTitle')}
        description={t('approve.emptyDescription')}
      />
    )
  }
  const answer = (approved: boolean) => {
    answerEmbeddedWalletApproval(core, { approved })
    goBack(core)
  }
  const details = formatRequestParams(request.params)
  return (
    <div className="apkt-view">
      <StatusBlock
        tone="neutral"
        icon={<InfoIcon size={28} />}
        title={t('approve.heading')}
        description={t('approve.description')}
      />
      <DetailList items={[{ label: t('approve.method'), value: <code>{request.method}</code> }]} />
      {details ? (
        <section className="apkt-stack apkt-stack--tight" aria-labelledby="apkt-approve-details">
          <h3 id="apkt-approve-details" className="apkt-section-label">
            {t('approve.details')}
          </h3>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: long parameters scroll; keyboard users need focus to scroll them */}
          <pre className="apkt-code" tabIndex={0}>
            {details}
          </pre>
        </section>
      ) : null}
      <div className="apkt-actions">
        <Button variant="secondary" size="lg" onClick={() => answer(false)}>
          {t('approve.reject')}
        </Button>
        <Button size="lg" onClick={() => answer(true)}>
          {t('approve.approve')}
        </Button>
      </div>
    </div>
  )
}
