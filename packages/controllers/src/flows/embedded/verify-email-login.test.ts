import { describe, expect, it } from 'vitest'
import { createEmbeddedWalletCore } from '../../test-utils/auth-wallet.ts'
import { EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { connectEmail } from '../connect/connect-email.ts'
import { openModal } from '../modal/open-modal.ts'
import { verifyEmailDevice, verifyEmailOtp } from './verify-email-login.ts'

describe('email login verification', () => {
  it('VERIFY_DEVICE → VERIFY_OTP → CONNECT', async () => {
    const { core, wallet } = createEmbeddedWalletCore()
    wallet.loginAction = 'VERIFY_DEVICE'
    openModal(core, { view: 'Connect' })
    await connectEmail(core, { email: 'alice@example.com' })
    await verifyEmailDevice(core)
    expect(core.state.embeddedWallet.loginStep).toBe('VERIFY_OTP')
    expect(core.state.router.view).toBe('EmailVerifyOtp')
    const result = await verifyEmailOtp(core, { otp: '123456' })
    expect(result.address).toBe(EVM_ADDRESS)
    expect(wallet.calls.map((call) => call.method)).toEqual([
      'connectEmail',
      'connectDevice',
      'connectOtp',
    ])
    expect(wallet.calls[2]?.parameters).toEqual({ otp: '123456' })
    expect(core.state.chains.chains.eip155?.accountState.status).toBe('connected')
    expect(core.state.modal.open).toBe(false)
  })

  it('keeps the step when the code is refused', async () => {
    const { core, wallet } = createEmbeddedWalletCore()
    await connectEmail(core, { email: 'alice@example.com' })
    wallet.failures.connectOtp = 'Invalid code'
    await expect(verifyEmailOtp(core, { otp: '000000' })).rejects.toThrow('Invalid code')
    expect(core.state.embeddedWallet).toMatchObject({
      loginStep: 'VERIFY_OTP',
      error: 'Invalid code',
    })
    expect(core.state.chains.chains.eip155?.accountState.status).toBe('disconnected')
  })

  it('names a wrong code and its tries left when the wallet tells them', async () => {
    const { core, wallet } = createEmbeddedWalletCore()
    await connectEmail(core, { email: 'alice@example.com' })
    wallet.failures.connectOtp = {
      message: 'Invalid one-time code',
      data: { code: 'INVALID_EMAIL_CODE', params: { attemptsLeft: 3 } },
    }
    const failure = await verifyEmailOtp(core, { otp: '000000' }).catch((error: unknown) => error)
    expect(failure).toMatchObject({
      code: 'INVALID_EMAIL_CODE',
      params: { attemptsLeft: 3 },
      message: 'The code is incorrect. Tries left: 3',
    })
  })

  it('checks the code is a string', async () => {
    const { core, wallet } = createEmbeddedWalletCore()
    await expect(verifyEmailOtp(core, { otp: 123456 as unknown as string })).rejects.toThrow(
      'Invalid one-time code',
    )
    expect(wallet.calls).toEqual([])
  })
})
