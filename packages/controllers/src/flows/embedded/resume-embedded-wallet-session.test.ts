import { describe, expect, it } from 'vitest'
import { createEmbeddedWalletCore } from '../../test-utils/auth-wallet.ts'
import { resumeEmbeddedWalletSession } from './resume-embedded-wallet-session.ts'

describe('resumeEmbeddedWalletSession', () => {
  it('connects a waiting session and does nothing without one', async () => {
    const { core, wallet } = createEmbeddedWalletCore()
    expect(await resumeEmbeddedWalletSession(core)).toBe(false)
    expect(core.state.chains.activeCaipAddress).toBeUndefined()
    wallet.connected = true
    expect(await resumeEmbeddedWalletSession(core)).toBe(true)
    expect(core.state.connectors.activeConnectorIds.eip155).toBe('AUTH')
  })
})
