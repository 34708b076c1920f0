import { describe, expect, it } from 'vitest'
import { createEmbeddedWalletCore } from '../../test-utils/auth-wallet.ts'
import { openModal } from '../modal/open-modal.ts'
import { connectFarcaster } from './connect-farcaster.ts'

describe('connectFarcaster', () => {
  it('shows the sign-in URL, waits for approval and connects', async () => {
    const { core, wallet } = createEmbeddedWalletCore()
    openModal(core, { view: 'Connect' })
    const pending = connectFarcaster(core)
    expect(core.state.router.view).toBe('ConnectingFarcaster')
    await pending
    expect(wallet.calls.map((call) => call.method)).toEqual(['getFarcasterUri', 'connectFarcaster'])
    const account = core.state.chains.chains.eip155?.accountState
    expect(account).toMatchObject({
      farcasterUrl: 'https://farcaster.test/sign-in',
      socialProvider: 'farcaster',
      status: 'connected',
    })
  })

  it('reuses a known sign-in URL', async () => {
    const { core, wallet } = createEmbeddedWalletCore()
    const account = core.state.chains.chains.eip155?.accountState
    if (account) account.farcasterUrl = 'https://farcaster.test/known'
    await connectFarcaster(core)
    expect(wallet.calls.map((call) => call.method)).toEqual(['connectFarcaster'])
  })

  it('throws Failed to connect to farcaster when either step fails', async () => {
    for (const method of ['getFarcasterUri', 'connectFarcaster'] as const) {
      const { core, wallet } = createEmbeddedWalletCore()
      wallet.failures[method] = 'relay down'
      await expect(connectFarcaster(core)).rejects.toThrow('Failed to connect to farcaster')
      expect(core.state.embeddedWallet).toMatchObject({
        error: 'Failed to connect to farcaster',
        loading: false,
      })
    }
  })
})
