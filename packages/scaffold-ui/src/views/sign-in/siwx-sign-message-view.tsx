import { cancelSiwxSignIn, signInWithWallet } from '@openappkit/controllers/internal'
import { Avatar, Button, WalletImage } from '@openappkit/ui'
import { StatusBlock } from '../../components/status-block.tsx'
import { useTask } from '../../components/use-task.ts'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useT, useTranslateMessage } from '../../i18n/locale-context.tsx'
import { useActiveAccount } from '../account/use-active-account.ts'

/**
 * SIWXSignMessage: why the site asks for a signature, Sign and Cancel (docs/project/behaviour.md
 * §4). While sign-in is required and missing the shell disables close (router rule); Cancel then
 * switches back or disconnects, as the flow decides.
 */
export function SiwxSignMessageView() {
  const { core } = useModalContext()
  const t = useT()
  const translateMessage = useTranslateMessage()
  const { metadata } = useAppState('options')
  const siwx = useAppState('siwx')
  const { account } = useActiveAccount()
  const signing = useTask(async () => {
    await signInWithWallet(core)
  })
  const cancelling = useTask(async () => {
    await cancelSiwxSignIn(core)
  })
  const siteName = metadata?.name || t('siwx.thisSite')
  const icon = metadata?.icons?.[0]
  const busy = siwx.status === 'signing' || signing.state.status === 'pending'
  const failure =
    signing.state.status === 'error'
      ? signing.state.message
      : cancelling.state.status === 'error'
        ? cancelling.state.message
        : siwx.status === 'error'
          ? translateMessage({ code: 'ERROR_SIGNING_MESSAGE' })
          : undefined
  return (
    <div className="apkt-view">
      <StatusBlock
        tone={busy ? 'loading' : 'neutral'}
        visual={
          <span className="apkt-siwx__images">
            {icon ? <WalletImage src={icon} size={56} /> : null}
            {account?.address ? <Avatar address={account.address} label="" size={56} /> : null}
          </span>
        }
        title={t('siwx.heading', { name: siteName })}
        description={busy ? t('siwx.signing') : t('siwx.description')}
      />
      {failure ? (
        <p className="apkt-inline-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="apkt-actions">
        <Button
          variant="secondary"
          size="lg"
          loading={cancelling.state.status === 'pending'}
          disabled={busy}
          onClick={() => void cancelling.start()}
        >
          {t('common.cancel')}
        </Button>
        <Button size="lg" loading={busy} onClick={() => void signing.start()}>
          {t('siwx.sign')}
        </Button>
      </div>
    </div>
  )
}
