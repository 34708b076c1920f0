import { AppKitError } from '@openappkit/common/errors'
import { isEmail } from '@openappkit/common/validation'
import type { AppKitCore } from '../../core/types.ts'
import {
  assertEmailLoginAllowed,
  recordEmailLogin,
} from '../../state/embedded-wallet/email-login-cooldown.ts'
import { updateEmbeddedWalletState } from '../../state/embedded-wallet/embedded-wallet-actions.ts'
import { getEmbeddedWalletClient } from '../../state/embedded-wallet/get-embedded-wallet-client.ts'
import type { EmailLoginAction } from '../../state/embedded-wallet/types.ts'
import { pushView } from '../../state/router/push-view.ts'
import { completeEmbeddedWalletLogin } from '../embedded/complete-embedded-wallet-login.ts'
import { runEmbeddedWalletStep } from '../embedded/run-embedded-wallet-step.ts'

export type ConnectEmailParameters = { email: string }

/**
 * Starts an email login (docs/project/behaviour.md §4): refused within 30 s of the last login email
 * with `Please try again after {n} seconds`; the embedded wallet answers VERIFY_DEVICE (view
 * EmailVerifyDevice), VERIFY_OTP (view EmailVerifyOtp) or CONNECT (connected at once).
 */
export async function connectEmail(
  core: AppKitCore,
  { email }: ConnectEmailParameters,
): Promise<EmailLoginAction> {
  if (!isEmail(email)) throw new AppKitError('INVALID_EMAIL')
  const client = getEmbeddedWalletClient(core)
  await assertEmailLoginAllowed(core)
  const { action } = await runEmbeddedWalletStep(core, async () => {
    updateEmbeddedWalletState(core, { email })
    const answer = await client.connectEmail({ email })
    await recordEmailLogin(core)
    return answer
  })
  updateEmbeddedWalletState(core, { loginStep: action })
  if (action === 'VERIFY_DEVICE') pushView(core, { view: 'EmailVerifyDevice' })
  else if (action === 'VERIFY_OTP') pushView(core, { view: 'EmailVerifyOtp' })
  else await completeEmbeddedWalletLogin(core)
  return action
}
