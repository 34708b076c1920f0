import {
  connectFarcaster,
  showErrorToast,
  showSuccessToast,
} from '@openappkit/controllers/internal'
import { Button, CopyIcon, QrCode, Skeleton, Text } from '@openappkit/ui'
import { copyText } from '../../components/copy-text.ts'
import { StatusBlock } from '../../components/status-block.tsx'
import { useTask } from '../../components/use-task.ts'
import { useModalContext } from '../../context/modal-context.tsx'
import { useT } from '../../i18n/locale-context.tsx'
import { useActiveAccount } from '../account/use-active-account.ts'

/**
 * ConnectingFarcaster: the sign-in URL as a QR code to scan with the phone, with copy; the
 * flow waits for the approval and connects (`Failed to connect to farcaster` otherwise).
 */
export function ConnectingFarcasterView() {
  const { core } = useModalContext()
  const t = useT()
  const { account } = useActiveAccount()
  const attempt = useTask(
    async () => {
      await connectFarcaster(core)
    },
    { auto: true, key: 'farcaster' },
  )
  const url = account?.farcasterUrl
  if (attempt.state.status === 'error') {
    return (
      <StatusBlock
        tone="error"
        title={attempt.state.message}
        actions={
          <Button variant="secondary" onClick={() => void attempt.start()}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    )
  }
  const copy = async () => {
    if (!url) return
    if (await copyText(url)) showSuccessToast(core, 'LINK_COPIED')
    else showErrorToast(core, 'COPY_FAILED')
  }
  return (
    <div className="apkt-qr-block">
      {url ? (
        <QrCode value={url} label={t('farcaster.qrLabel')} size={280} />
      ) : (
        <div className="apkt-qr-placeholder" role="status">
          <span className="apkt-visually-hidden">{t('farcaster.loading')}</span>
          <Skeleton width={280} height={280} shape="rect" />
        </div>
      )}
      <Text variant="body" tone="secondary">
        {t('farcaster.scan')}
      </Text>
      <Button
        variant="secondary"
        disabled={!url}
        leadingIcon={<CopyIcon size={16} />}
        onClick={() => void copy()}
      >
        {t('farcaster.copyLink')}
      </Button>
    </div>
  )
}
