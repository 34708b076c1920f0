import { describe, expect, it } from 'vitest'
import { pushView } from '../../state/router/push-view.ts'
import { setSiwxConfig } from '../../state/siwx/set-siwx-config.ts'
import { createEmbeddedWalletCore } from '../../test-utils/auth-wallet.ts'
import { createCoreWithWallets } from '../../test-utils/connected-core.ts'
import { createFakeSiwx } from '../../test-utils/fake-siwx.ts'
import { openModal } from '../modal/open-modal.ts'
import { completeEmbeddedWalletLogin } from './complete-embedded-wallet-login.ts'

describe('completeEmbeddedWalletLogin', () => {
  it('shows Authenticating... while connecting, then closes the modal', async () => {
    const { core } = createEmbeddedWalletCore()
    openModal(core, { view: 'EmailVerifyOtp' })
    const pending = completeEmbeddedWalletLogin(core)
    expect(core.state.toast).toMatchObject({
      open: true,
      variant: 'loading',
      message: { code: 'AUTHENTICATING' },
    })
    await pending
    expect(core.state.toast.open).toBe(false)
    expect(core.state.modal.open).toBe(false)
    expect(core.state.connectors.activeConnectorIds.eip155).toBe('AUTH')
  })

  it('leaves the modal on SIWXSignMessage when sign-in asks for a signature', async () => {
    const { core } = createEmbeddedWalletCore()
    setSiwxConfig(core, createFakeSiwx())
    openModal(core, { view: 'EmailVerifyOtp' })
    await completeEmbeddedWalletLogin(core)
    expect(core.state.modal.open).toBe(true)
    expect(core.state.router.view).toBe('SIWXSignMessage')
  })

  it('on failure shows the initialization error, disconnects and resets to Connect', async () => {
    const { core, clock, evmAdapter } = createEmbeddedWalletCore()
    openModal(core, { view: 'Connect' })
    pushView(core, { view: 'EmailVerifyOtp' })
    evmAdapter.connect = async () => {
      throw new Error('frame lost the session')
    }
    let disconnected = false
    evmAdapter.disconnect = async () => {
      disconnected = true
    }
    await expect(completeEmbeddedWalletLogin(core)).rejects.toThrow('frame lost the session')
    clock.advance(150)
    expect(core.state.toast).toMatchObject({
      open: true,
      variant: 'error',
      message: { code: 'AUTHENTICATION_INIT_FAILED' },
    })
    expect(disconnected).toBe(true)
    expect(core.state.router.history).toEqual(['Connect'])
    expect(core.state.chains.chains.eip155?.accountState.status).toBe('disconnected')
  })

  it('still resets when the disconnect fails too', async () => {
    const { core, evmAdapter } = createEmbeddedWalletCore()
    evmAdapter.connect = async () => {
      throw new Error('no session')
    }
    evmAdapter.disconnect = async () => {
      throw new Error('frame gone')
    }
    await expect(completeEmbeddedWalletLogin(core)).rejects.toThrow('no session')
    expect(core.state.router.view).toBe('Connect')
  })

  it('throws No auth connector found without the AUTH connector', async () => {
    const { core } = createCoreWithWallets()
    await expect(completeEmbeddedWalletLogin(core)).rejects.toThrow('No auth connector found')
  })
})
