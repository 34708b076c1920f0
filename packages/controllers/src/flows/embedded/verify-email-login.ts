import { AppKitError } from '@openappkit/common/errors'
import { otpSchema } from '@openappkit/common/validation'
import type { AdapterConnectReturnType } from '../../adapter/types.ts'
import type { AppKitCore } from '../../core/types.ts'
import { updateEmbeddedWalletState } from '../../state/embedded-wallet/embedded-wallet-actions.ts'
import { getEmbeddedWalletClient } from '../../state/embedded-wallet/get-embedded-wallet-client.ts'
import { replaceView } from '../../state/router/replace-view.ts'
import { completeEmbeddedWalletLogin } from './complete-embedded-wallet-login.ts'
import { runEmbeddedWalletStep } from './run-embedded-wallet-step.ts'

/**
 * VERIFY_DEVICE: waits until the visitor approved this device from the email, then asks for the
 * emailed code (VERIFY_OTP, view EmailVerifyOtp).
 */
export async function verifyEmailDevice(core: AppKitCore): Promise<void> {
  const client = getEmbeddedWalletClient(core)
  await runEmbeddedWalletStep(core, () => client.connectDevice())
  updateEmbeddedWalletState(core, { loginStep: 'VERIFY_OTP' })
  replaceView(core, { view: 'EmailVerifyOtp' })
}

export type VerifyEmailOtpParameters = { otp: string }

/** VERIFY_OTP: submits the emailed code; once accepted (CONNECT) the wallet connects. */
export async function verifyEmailOtp(
  core: AppKitCore,
  { otp }: VerifyEmailOtpParameters,
): Promise<AdapterConnectReturnType> {
  const parsed = otpSchema.safeParse(otp)
  if (!parsed.success) throw new AppKitError('INVALID_ONE_TIME_CODE')
  const client = getEmbeddedWalletClient(core)
  await runEmbeddedWalletStep(core, () => client.connectOtp({ otp: parsed.data }))
  updateEmbeddedWalletState(core, { loginStep: 'CONNECT' })
  return completeEmbeddedWalletLogin(core)
}
