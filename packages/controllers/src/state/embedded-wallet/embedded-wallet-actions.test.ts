import { describe, expect, it } from 'vitest'
import { createMemoryEmbeddedWallet } from '../../test-kit/create-memory-embedded-wallet.ts'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { resetEmbeddedWalletState, updateEmbeddedWalletState } from './embedded-wallet-actions.ts'
import { createEmbeddedWalletState } from './embedded-wallet-state.ts'
import { getEmbeddedWalletClient, setEmbeddedWalletClient } from './get-embedded-wallet-client.ts'

describe('embedded wallet state', () => {
  it('merges steps and resets them, keeping the email cooldown', () => {
    const { core } = createTestCore()
    core.state.embeddedWallet.lastEmailLoginAt = 42
    updateEmbeddedWalletState(core, { email: 'a@b.co', loginStep: 'VERIFY_OTP', loading: true })
    expect(core.state.embeddedWallet).toMatchObject({ email: 'a@b.co', loginStep: 'VERIFY_OTP' })
    resetEmbeddedWalletState(core)
    expect(core.state.embeddedWallet).toEqual({
      ...createEmbeddedWalletState(),
      lastEmailLoginAt: 42,
    })
  })

  it('throws No auth connector found until an embedded wallet is registered', () => {
    const { core } = createTestCore()
    expect(() => getEmbeddedWalletClient(core)).toThrow('No auth connector found')
    const wallet = createMemoryEmbeddedWallet()
    setEmbeddedWalletClient(core, wallet)
    expect(getEmbeddedWalletClient(core)).toBe(wallet)
    setEmbeddedWalletClient(core, undefined)
    expect(() => getEmbeddedWalletClient(core)).toThrow('No auth connector found')
  })
})
