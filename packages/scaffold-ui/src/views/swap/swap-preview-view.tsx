import {
  approveSwap,
  executeSwap,
  goBack,
  type SwapState,
  type SwapToken,
} from '@openappkit/controllers'
import { ArrowDownIcon, Button, TokenImage } from '@openappkit/ui'
import { formatBalance } from '../../components/format-balance.ts'
import { StatusBlock } from '../../components/status-block.tsx'
import { useTask } from '../../components/use-task.ts'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useLocale } from '../../i18n/locale-context.tsx'
import { SwapDetails } from './swap-details.tsx'

function Side({ label, token, amount }: { label: string; token: SwapToken; amount: string }) {
  const { t, numberLocale } = useLocale()
  return (
    <div className="apkt-swap__summary">
      <TokenImage src={token.logoUri} size={40} />
      <div className="apkt-row__content">
        <span className="apkt-row__description">{label}</span>
        <span
          className="apkt-preview__amount apkt-preview__amount--sm"
          title={`${amount} ${token.symbol}`}
        >
          {t('common.amountValue', {
            amount: formatBalance(amount || '0', numberLocale),
            symbol: token.symbol,
          })}
        </span>
      </div>
    </div>
  )
}

/**
 * SwapPreview: what is paid and received with the quote's details. When the router needs an
 * allowance first, the approve step comes before the swap; a success returns to Account.
 */
export function SwapPreviewView() {
  const { core } = useModalContext()
  const { t, translateMessage } = useLocale()
  const swap = useAppState('swap') as SwapState
  const approving = useTask(async () => {
    await approveSwap(core)
  })
  const swapping = useTask(async () => {
    await executeSwap(core)
  })
  const { sourceToken, toToken } = swap
  if (!sourceToken || !toToken || !swap.quote) {
    return (
      <StatusBlock
        tone="neutral"
        title={t('swap.selectTokens')}
        actions={
          <Button variant="secondary" onClick={() => goBack(core)}>
            {t('common.back')}
          </Button>
        }
      />
    )
  }
  const needsApproval = swap.approvalTransaction !== undefined
  const busy =
    swap.loadingTransaction ||
    approving.state.status === 'pending' ||
    swapping.state.status === 'pending'
  const failure =
    approving.state.status === 'error'
      ? approving.state.message
      : swapping.state.status === 'error'
        ? swapping.state.message
        : swap.error
          ? translateMessage(swap.error)
          : undefined
  return (
    <div className="apkt-view">
      <div className="apkt-stack apkt-stack--tight">
        <Side label={t('swap.from')} token={sourceToken} amount={swap.sourceTokenAmount} />
        <span className="apkt-swap__arrow" aria-hidden="true">
          <ArrowDownIcon size={16} />
        </span>
        <Side label={t('swap.to')} token={toToken} amount={swap.toTokenAmount} />
      </div>
      <SwapDetails swap={swap} />
      {needsApproval ? (
        <p className="apkt-note">{t('swap.approveHint', { symbol: sourceToken.symbol })}</p>
      ) : null}
      {failure ? (
        <p className="apkt-inline-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="apkt-actions">
        <Button variant="secondary" size="lg" disabled={busy} onClick={() => goBack(core)}>
          {t('common.cancel')}
        </Button>
        {needsApproval ? (
          <Button size="lg" loading={busy} onClick={() => void approving.start()}>
            {t('swap.approve', { symbol: sourceToken.symbol })}
          </Button>
        ) : (
          <Button
            size="lg"
            loading={busy}
            disabled={!swap.swapTransaction}
            onClick={() => void swapping.start()}
          >
            {t('swap.confirm')}
          </Button>
        )}
      </div>
    </div>
  )
}
