import { describe, expect, it } from 'vitest'
import { updateAccountState } from '../../state/chain/update-account-state.ts'
import { connectAuthWallet, createEmbeddedWalletCore } from '../../test-utils/auth-wallet.ts'
import { openModal } from '../modal/open-modal.ts'
import {
  updateEmail,
  verifyUpdateEmailPrimaryOtp,
  verifyUpdateEmailSecondaryOtp,
} from './update-email.ts'

async function setup() {
  const context = createEmbeddedWalletCore()
  await connectAuthWallet(context.core, context.evmAdapter)
  updateAccountState(context.core, {
    namespace: 'eip155',
    patch: { user: { email: 'old@example.com' } },
  })
  openModal(context.core, { view: 'UpdateEmailWallet' })
  return context
}

describe('email update', () => {
  it('VERIFY_PRIMARY_OTP → VERIFY_SECONDARY_OTP → new email on the account', async () => {
    const { core, wallet } = await setup()
    expect(await updateEmail(core, { email: 'new@example.com' })).toBe('VERIFY_PRIMARY_OTP')
    expect(core.state.router.view).toBe('UpdateEmailPrimaryOtp')
    expect(core.state.embeddedWallet).toMatchObject({
      updateEmailStep: 'VERIFY_PRIMARY_OTP',
      newEmail: 'new@example.com',
    })
    await verifyUpdateEmailPrimaryOtp(core, { otp: '111111' })
    expect(core.state.embeddedWallet.updateEmailStep).toBe('VERIFY_SECONDARY_OTP')
    expect(core.state.router.view).toBe('UpdateEmailSecondaryOtp')
    expect(await verifyUpdateEmailSecondaryOtp(core, { otp: '222222' })).toBe('new@example.com')
    expect(core.state.chains.chains.eip155?.accountState.user?.email).toBe('new@example.com')
    expect(core.state.embeddedWallet).toMatchObject({
      updateEmailStep: undefined,
      newEmail: undefined,
    })
    expect(core.state.router.view).toBe('Account')
    expect(wallet.calls.map((call) => call.method)).toEqual([
      'updateEmail',
      'updateEmailPrimaryOtp',
      'updateEmailSecondaryOtp',
    ])
  })

  it('goes straight to the new email’s code when the wallet asks so', async () => {
    const { core, wallet } = await setup()
    wallet.updateAction = 'VERIFY_SECONDARY_OTP'
    expect(await updateEmail(core, { email: 'new@example.com' })).toBe('VERIFY_SECONDARY_OTP')
    expect(core.state.router.view).toBe('UpdateEmailSecondaryOtp')
  })

  it('validates the email and the codes', async () => {
    const { core, wallet } = await setup()
    await expect(updateEmail(core, { email: 'nope' })).rejects.toThrow('Invalid email address')
    const notAString = 1 as unknown as string
    await expect(verifyUpdateEmailPrimaryOtp(core, { otp: notAString })).rejects.toThrow(
      'Invalid one-time code',
    )
    await expect(verifyUpdateEmailSecondaryOtp(core, { otp: notAString })).rejects.toThrow(
      'Invalid one-time code',
    )
    expect(wallet.calls).toEqual([])
  })

  it('keeps the error of a refused code', async () => {
    const { core, wallet } = await setup()
    await updateEmail(core, { email: 'new@example.com' })
    wallet.failures.updateEmailPrimaryOtp = 'Wrong code'
    await expect(verifyUpdateEmailPrimaryOtp(core, { otp: '000000' })).rejects.toThrow('Wrong code')
    expect(core.state.embeddedWallet).toMatchObject({
      updateEmailStep: 'VERIFY_PRIMARY_OTP',
      error: 'Wrong code',
    })
  })
})
