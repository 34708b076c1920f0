import { formatFiat } from '@openappkit/common/format'
import type { SwapToken } from '@openappkit/controllers'
import {
  approveSwap,
  executeSwap,
  getPriceImpactLevel,
  getValueInUSD,
  goBack,
  type SwapState,
} from '@openappkit/controllers/internal'
import { ArrowDownIcon, Button, TokenImage } from '@openappkit/ui'
import { useId, useState } from 'react'
import { formatBalance } from '../../components/format-balance.ts'
import { StatusBlock } from '../../components/status-block.tsx'
import { useTask } from '../../components/use-task.ts'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useLocale } from '../../i18n/locale-context.tsx'
import { SwapDetails, usePriceImpactText } from './swap-details.tsx'

type SideProps = { label: string; token: SwapToken; amount: string; priceInUSD: number }

function Side({ label, token, amount, priceInUSD }: SideProps) {
  const { t, numberLocale } = useLocale()
  const value = getValueInUSD(amount, priceInUSD)
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
        {value !== undefined ? (
          <span className="apkt-row__description">
            {t('swap.valueInUSD', { value: formatFiat(value, { locale: numberLocale }) })}
          </span>
        ) : null}
      </div>
    </div>
  )
}

/**
 * SwapPreview: what is paid and received (with their USD values) and the quote's details. When
 * the router needs an allowance first, the approve step comes before the swap; a success returns
 * to Account. A high price impact turns Swap into "Swap anyway"; a very high one also needs the
 * visitor to tick that they accept it.
 */
export function SwapPreviewView() {
  const { core } = useModalContext()
  const { t, translateMessage } = useLocale()
  const swap = useAppState('swap') as SwapState
  const acceptId = useId()
  const [accepted, setAccepted] = useState<number | undefined>(undefined)
  const impact = usePriceImpactText(swap.priceImpact)
  const level = getPriceImpactLevel(swap.priceImpact)
  // Accepting holds for the impact ticked: a new quote asks again.
  const confirmed = level !== 'confirm' || accepted === swap.priceImpact
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
        <Side
          label={t('swap.from')}
          token={sourceToken}
          amount={swap.sourceTokenAmount}
          priceInUSD={swap.sourceTokenPriceInUSD}
        />
        <span className="apkt-swap__arrow" aria-hidden="true">
          <ArrowDownIcon size={16} />
        </span>
        <Side
          label={t('swap.to')}
          token={toToken}
          amount={swap.toTokenAmount}
          priceInUSD={swap.toTokenPriceInUSD}
        />
      </div>
      <SwapDetails swap={swap} />
      {level === 'confirm' && impact !== undefined && !needsApproval ? (
        <div className="apkt-legal-check apkt-impact-accept">
          <input
            id={acceptId}
            type="checkbox"
            checked={accepted === swap.priceImpact}
            onChange={(event) => setAccepted(event.target.checked ? swap.priceImpact : undefined)}
          />
          <label htmlFor={acceptId}>{t('swap.acceptImpact', { impact })}</label>
        </div>
      ) : null}
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
            variant={level === 'normal' ? 'primary' : 'danger'}
            loading={busy}
            disabled={!swap.swapTransaction || !confirmed}
            onClick={() => void swapping.start()}
          >
            {level === 'normal' ? t('swap.confirm') : t('swap.confirmAnyway')}
          </Button>
        )}
      </div>
    </div>
  )
}
