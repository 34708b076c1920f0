import type { Connector } from '@openappkit/controllers'
import type { RouterData } from '@openappkit/controllers/internal'
import { Button, WalletImage } from '@openappkit/ui'
import { StatusBlock } from '../../components/status-block.tsx'
import { useAppState, useModalContext, useScaffoldState } from '../../context/modal-context.tsx'
import { useT, useTranslateMessage } from '../../i18n/locale-context.tsx'
import { connectorImage } from '../../wallets/build-connect-entries.ts'
import type { WalletListing } from '../../wallets/types.ts'
import { useConnectAttempt } from './use-connect-attempt.ts'

/**
 * Waiting for an installed wallet to approve the connection; its error, with a retry. Shows the
 * attempt the click started (see `selectWallet`); mounting it again prompts nobody.
 */
export function ConnectingExternalView() {
  const { options } = useModalContext()
  const t = useT()
  const translateMessage = useTranslateMessage()
  const router = useAppState('router')
  const { walletList } = useScaffoldState()
  const connector = (router.data as RouterData | undefined)?.connector as Connector | undefined
  const attempt = useConnectAttempt(connector, 'ConnectingExternal')

  if (!connector) {
    return <StatusBlock tone="error" title={translateMessage({ code: 'UNKNOWN_ERROR' })} />
  }
  const image = (
    <WalletImage
      src={connectorImage(
        connector,
        walletList.wallets as readonly WalletListing[],
        options.connectorImages,
      )}
      size={64}
    />
  )
  if (attempt.status === 'error') {
    return (
      <StatusBlock
        tone="error"
        visual={image}
        title={attempt.message}
        description={t('connecting.acceptRequest')}
        actions={
          <Button variant="secondary" onClick={attempt.retry}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    )
  }
  if (attempt.status === 'idle') {
    // Reached without a click that started connecting (history, a reset attempt): offer to.
    return (
      <StatusBlock
        tone="neutral"
        visual={image}
        title={t('connecting.continueIn', { name: connector.name })}
        description={t('connecting.acceptRequest')}
        actions={
          <Button variant="secondary" onClick={attempt.retry}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    )
  }
  return (
    <StatusBlock
      tone={attempt.status === 'connected' ? 'success' : 'loading'}
      visual={image}
      title={
        attempt.status === 'connected'
          ? t('connecting.connected')
          : t('connecting.continueIn', { name: connector.name })
      }
      description={t('connecting.acceptRequest')}
    />
  )
}
