import { truncateEmail } from '@openappkit/common/format'
import {
  connectEmail,
  verifyEmailDevice,
  verifyEmailOtp,
  verifyUpdateEmailPrimaryOtp,
  verifyUpdateEmailSecondaryOtp,
} from '@openappkit/controllers/internal'

import { Button, Skeleton } from '@openappkit/ui'
import { StatusBlock } from '../../components/status-block.tsx'
import { useTask } from '../../components/use-task.ts'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useT } from '../../i18n/locale-context.tsx'
import { useActiveAccount } from '../account/use-active-account.ts'
import { OtpStep } from './otp-step.tsx'

/** EmailVerifyOtp (VERIFY_OTP): the emailed code; once accepted the wallet connects. */
export function EmailVerifyOtpView() {
  const { core } = useModalContext()
  const t = useT()
  const { email } = useAppState('embeddedWallet')
  return (
    <OtpStep
      description={t('email.codeSent', { email: truncateEmail(email ?? '') })}
      onSubmit={async (otp) => {
        await verifyEmailOtp(core, { otp })
      }}
      onResend={
        email
          ? async () => {
              await connectEmail(core, { email })
            }
          : undefined
      }
    />
  )
}

/** EmailVerifyDevice (VERIFY_DEVICE): waits until the visitor approves this device by email. */
export function EmailVerifyDeviceView() {
  const { core } = useModalContext()
  const t = useT()
  const { email } = useAppState('embeddedWallet')
  const waiting = useTask(() => verifyEmailDevice(core), { auto: true, key: email ?? '' })
  if (waiting.state.status === 'error') {
    return (
      <StatusBlock
        tone="error"
        title={waiting.state.message}
        actions={
          <Button variant="secondary" onClick={() => void waiting.start()}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    )
  }
  return (
    <StatusBlock
      tone="loading"
      visual={<Skeleton width={56} height={56} shape="circle" />}
      title={t('email.deviceHeading')}
      description={t('email.deviceDescription', { email: truncateEmail(email ?? '') })}
    />
  )
}

/** UpdateEmailPrimaryOtp (VERIFY_PRIMARY_OTP): the code sent to the current email. */
export function UpdateEmailPrimaryOtpView() {
  const { core } = useModalContext()
  const t = useT()
  const { account } = useActiveAccount()
  return (
    <OtpStep
      description={t('email.currentCode', {
        email: truncateEmail(account?.user?.email ?? ''),
      })}
      onSubmit={(otp) => verifyUpdateEmailPrimaryOtp(core, { otp })}
    />
  )
}

/** UpdateEmailSecondaryOtp (VERIFY_SECONDARY_OTP): the code sent to the new email. */
export function UpdateEmailSecondaryOtpView() {
  const { core } = useModalContext()
  const t = useT()
  const { newEmail } = useAppState('embeddedWallet')
  return (
    <OtpStep
      description={t('email.newCode', { email: truncateEmail(newEmail ?? '') })}
      onSubmit={async (otp) => {
        await verifyUpdateEmailSecondaryOtp(core, { otp })
      }}
    />
  )
}
