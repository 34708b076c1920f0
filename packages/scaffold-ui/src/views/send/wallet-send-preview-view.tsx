import { truncateAddress } from '@openappkit/common/format'
import type { TokenBalance } from '@openappkit/controllers'
import {
  assertSendReady,
  goBack,
  type SendState,
  sendToken,
} from '@openappkit/controllers/internal'
import { Button, TokenImage } from '@openappkit/ui'
import { DetailList } from '../../components/detail-list.tsx'
import { formatBalance } from '../../components/format-balance.ts'
import { StatusBlock } from '../../components/status-block.tsx'
import { useTask } from '../../components/use-task.ts'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { describeError } from '../../i18n/describe-error.ts'
import { useLocale } from '../../i18n/locale-context.tsx'

/**
 * WalletSendPreview: what leaves the wallet, to whom, on which network. Send waits for the
 * wallet; on success the flow replaces this view with Account (docs/project/behaviour.md §2), a
 * failure is a toast.
 */
export function WalletSendPreviewView() {
  const { core } = useModalContext()
  const { t, numberLocale, translateMessage } = useLocale()
  const send = useAppState('send') as SendState
  const { activeCaipNetwork } = useAppState('chains')
  const sending = useTask(async () => {
    await sendToken(core)
  })

  let problem: string | undefined
  try {
    assertSendReady(send)
  } catch (error) {
    problem = translateMessage(describeError(error))
  }
  const token = send.token as TokenBalance | undefined
  if (problem || !token || send.sendTokenAmount === undefined || !send.receiverAddress) {
    return (
      <StatusBlock
        tone="error"
        title={problem ?? translateMessage({ code: 'UNKNOWN_ERROR' })}
        actions={
          <Button variant="secondary" onClick={() => goBack(core)}>
            {t('common.back')}
          </Button>
        }
      />
    )
  }
  const amount = formatBalance(String(send.sendTokenAmount), numberLocale)
  const busy = send.loading || sending.state.status === 'pending'
  return (
    <div className="apkt-view">
      <div className="apkt-preview__hero">
        <TokenImage src={token.iconUrl} size={56} />
        <p className="apkt-preview__amount" title={`${send.sendTokenAmount} ${token.symbol}`}>
          {t('common.amountValue', { amount, symbol: token.symbol })}
        </p>
        <p className="apkt-note">{token.name}</p>
      </div>
      <DetailList
        items={[
          {
            label: t('send.to'),
            value: send.receiverProfileName ?? truncateAddress(send.receiverAddress),
            title: send.receiverAddress,
          },
          ...(activeCaipNetwork
            ? [{ label: t('common.network'), value: activeCaipNetwork.name }]
            : []),
        ]}
      />
      {busy ? (
        <p className="apkt-note" role="status">
          {t('send.approveInWallet')}
        </p>
      ) : null}
      {sending.state.status === 'error' ? (
        <p className="apkt-inline-error" role="alert">
          {sending.state.message}
        </p>
      ) : null}
      <div className="apkt-actions">
        <Button variant="secondary" size="lg" disabled={busy} onClick={() => goBack(core)}>
          {t('common.cancel')}
        </Button>
        <Button size="lg" loading={busy} onClick={() => void sending.start()}>
          {t('send.confirm')}
        </Button>
      </div>
    </div>
  )
}
