import { AppKitError } from '@openappkit/common/errors'
import { isEmail, otpSchema } from '@openappkit/common/validation'
import type { AppKitCore } from '../../core/types.ts'
import { updateAccountState } from '../../state/chain/update-account-state.ts'
import { updateEmbeddedWalletState } from '../../state/embedded-wallet/embedded-wallet-actions.ts'
import { getEmbeddedWalletClient } from '../../state/embedded-wallet/get-embedded-wallet-client.ts'
import type { EmailUpdateAction } from '../../state/embedded-wallet/types.ts'
import { pushView } from '../../state/router/push-view.ts'
import { replaceView } from '../../state/router/replace-view.ts'
import { runEmbeddedWalletStep } from './run-embedded-wallet-step.ts'

const STEP_VIEWS = {
  VERIFY_PRIMARY_OTP: 'UpdateEmailPrimaryOtp',
  VERIFY_SECONDARY_OTP: 'UpdateEmailSecondaryOtp',
} as const

function parseOtp(otp: string): string {
  const parsed = otpSchema.safeParse(otp)
  if (!parsed.success) throw new AppKitError('INVALID_ONE_TIME_CODE')
  return parsed.data
}

export type UpdateEmailParameters = { email: string }

/**
 * Starts changing the account email (docs/project/behaviour.md §4): the wallet asks for a code sent
 * to the current email (VERIFY_PRIMARY_OTP) or straight to the new one (VERIFY_SECONDARY_OTP).
 */
export async function updateEmail(
  core: AppKitCore,
  { email }: UpdateEmailParameters,
): Promise<EmailUpdateAction> {
  if (!isEmail(email)) throw new AppKitError('INVALID_EMAIL')
  const client = getEmbeddedWalletClient(core)
  const { action } = await runEmbeddedWalletStep(core, () => client.updateEmail({ email }))
  updateEmbeddedWalletState(core, { updateEmailStep: action, newEmail: email })
  pushView(core, { view: STEP_VIEWS[action] })
  return action
}

export type UpdateEmailOtpParameters = { otp: string }

/** VERIFY_PRIMARY_OTP: the current email's code; then the new email's code is asked for. */
export async function verifyUpdateEmailPrimaryOtp(
  core: AppKitCore,
  { otp }: UpdateEmailOtpParameters,
): Promise<void> {
  const client = getEmbeddedWalletClient(core)
  const code = parseOtp(otp)
  await runEmbeddedWalletStep(core, () => client.updateEmailPrimaryOtp({ otp: code }))
  updateEmbeddedWalletState(core, { updateEmailStep: 'VERIFY_SECONDARY_OTP' })
  replaceView(core, { view: STEP_VIEWS.VERIFY_SECONDARY_OTP })
}

/** VERIFY_SECONDARY_OTP: the new email's code; the account shows the new email. */
export async function verifyUpdateEmailSecondaryOtp(
  core: AppKitCore,
  { otp }: UpdateEmailOtpParameters,
): Promise<string> {
  const client = getEmbeddedWalletClient(core)
  const code = parseOtp(otp)
  const { newEmail } = await runEmbeddedWalletStep(core, () =>
    client.updateEmailSecondaryOtp({ otp: code }),
  )
  const { chains } = core.state
  for (const chain of Object.values(chains.chains)) {
    if (chain?.accountState.user) {
      updateAccountState(core, {
        namespace: chain.namespace,
        patch: { user: { ...chain.accountState.user, email: newEmail } },
      })
    }
  }
  updateEmbeddedWalletState(core, { updateEmailStep: undefined, newEmail: undefined })
  replaceView(core, { view: 'Account' })
  return newEmail
}
