import { describe, expect, it } from 'vitest'
import { createEmbeddedWalletCore } from '../../test-utils/auth-wallet.ts'
import { EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { openModal } from '../modal/open-modal.ts'
import { connectEmail } from './connect-email.ts'

function setup() {
  const context = createEmbeddedWalletCore()
  openModal(context.core, { view: 'Connect' })
  context.core.state.router.history.push('EmailLogin')
  context.core.state.router.view = 'EmailLogin'
  return context
}

describe('connectEmail', () => {
  it('VERIFY_OTP: shows EmailVerifyOtp and starts the 30 s cooldown', async () => {
    const { core, wallet, clock } = setup()
    const pending = connectEmail(core, { email: 'alice@example.com' })
    expect(await pending).toBe('VERIFY_OTP')
    expect(wallet.calls).toEqual([
      { method: 'connectEmail', parameters: { email: 'alice@example.com' } },
    ])
    expect(core.state.router.view).toBe('EmailVerifyOtp')
    expect(core.state.embeddedWallet).toMatchObject({
      email: 'alice@example.com',
      loginStep: 'VERIFY_OTP',
      loading: false,
      lastEmailLoginAt: clock.now(),
    })
  })

  it('VERIFY_DEVICE: shows EmailVerifyDevice', async () => {
    const { core, wallet } = setup()
    wallet.loginAction = 'VERIFY_DEVICE'
    expect(await connectEmail(core, { email: 'alice@example.com' })).toBe('VERIFY_DEVICE')
    expect(core.state.router.view).toBe('EmailVerifyDevice')
  })

  it('CONNECT: connects the embedded wallet at once', async () => {
    const { core, wallet } = setup()
    wallet.loginAction = 'CONNECT'
    expect(await connectEmail(core, { email: 'alice@example.com' })).toBe('CONNECT')
    expect(core.state.chains.activeCaipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(core.state.connectors.activeConnectorIds.eip155).toBe('AUTH')
    expect(core.state.modal.open).toBe(false)
    expect(core.state.embeddedWallet.loginStep).toBeUndefined()
  })

  it('refuses a second login email within 30 s without asking the wallet', async () => {
    const { core, wallet, clock } = setup()
    await connectEmail(core, { email: 'alice@example.com' })
    clock.advance(10_500)
    await expect(connectEmail(core, { email: 'alice@example.com' })).rejects.toThrow(
      'Please try again after 20 seconds',
    )
    expect(wallet.calls).toHaveLength(1)
    clock.advance(19_500)
    await connectEmail(core, { email: 'alice@example.com' })
    expect(wallet.calls).toHaveLength(2)
  })

  it('keeps the error of a failed request and does not start the cooldown', async () => {
    const { core, wallet } = setup()
    wallet.failures.connectEmail = 'frame unavailable'
    await expect(connectEmail(core, { email: 'alice@example.com' })).rejects.toThrow(
      'frame unavailable',
    )
    expect(core.state.embeddedWallet).toMatchObject({
      error: 'frame unavailable',
      loading: false,
      lastEmailLoginAt: undefined,
    })
  })

  it('validates the email and needs an embedded wallet', async () => {
    const { core } = setup()
    await expect(connectEmail(core, { email: 'not-an-email' })).rejects.toThrow(
      'Invalid email address',
    )
    core.runtime.embeddedWallet = undefined
    await expect(connectEmail(core, { email: 'alice@example.com' })).rejects.toThrow(
      'No auth connector found',
    )
  })
})
