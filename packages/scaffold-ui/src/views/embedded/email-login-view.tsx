import { truncateEmail } from '@openappkit/common/format'
import { connectEmail, pushView } from '@openappkit/controllers/internal'
import { Button, Skeleton } from '@openappkit/ui'
import { StatusBlock } from '../../components/status-block.tsx'
import { useTask } from '../../components/use-task.ts'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useT } from '../../i18n/locale-context.tsx'

/**
 * EmailLogin: sends the login email for the address typed in Connect. The embedded wallet then
 * asks for the device (EmailVerifyDevice) or the emailed code (EmailVerifyOtp); the flow
 * navigates. Within 30 s of the last email docs/project/behaviour.md §5's cooldown message shows.
 */
export function EmailLoginView() {
  const { core } = useModalContext()
  const t = useT()
  const router = useAppState('router')
  const wallet = useAppState('embeddedWallet')
  const email = router.data?.email ?? wallet.email
  // Coming back from the code step: the email went out already, a new one would be refused.
  const alreadySent = wallet.email === email && wallet.loginStep !== undefined
  const sending = useTask(
    async () => {
      if (email) await connectEmail(core, { email })
    },
    { auto: !alreadySent, key: email ?? '' },
  )
  if (!email) {
    return <StatusBlock tone="neutral" title={t('email.missingTitle')} />
  }
  if (sending.state.status === 'error') {
    return (
      <StatusBlock
        tone="error"
        title={sending.state.message}
        description={email}
        actions={
          <Button variant="secondary" onClick={() => void sending.start()}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    )
  }
  if (alreadySent && sending.state.status !== 'pending') {
    const step = wallet.loginStep === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp'
    return (
      <StatusBlock
        tone="neutral"
        title={t('email.codeSent', { email: truncateEmail(email) })}
        actions={
          <>
            <Button onClick={() => pushView(core, { view: step })}>{t('common.continue')}</Button>
            <Button variant="ghost" onClick={() => void sending.start()}>
              {t('email.resend')}
            </Button>
          </>
        }
      />
    )
  }
  return (
    <StatusBlock
      tone="loading"
      visual={<Skeleton width={56} height={56} shape="circle" />}
      title={t('email.sending', { email: truncateEmail(email) })}
    />
  )
}
