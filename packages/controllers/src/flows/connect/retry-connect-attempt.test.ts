import { describe, expect, it, vi } from 'vitest'
import { pushView } from '../../state/router/push-view.ts'
import { createCoreWithWallets } from '../../test-utils/connected-core.ts'
import { openModal } from '../modal/open-modal.ts'
import { resetConnectAttempt } from './reset-connect-attempt.ts'
import { retryConnectAttempt } from './retry-connect-attempt.ts'
import { startConnectAttempt } from './start-connect-attempt.ts'

describe('retryConnectAttempt', () => {
  it('connects the failed attempt again, for the same view', async () => {
    const { core, evmAdapter, evmWallet } = createCoreWithWallets()
    const connect = vi.spyOn(evmAdapter, 'connect')
    evmWallet.rejectNextRequest()
    openModal(core)
    pushView(core, { view: 'ConnectingExternal' })
    await expect(
      startConnectAttempt(core, {
        connectorId: 'io.metamask',
        namespace: 'eip155',
        view: 'ConnectingExternal',
      }),
    ).rejects.toThrow('Connection rejected')
    expect(core.state.connectAttempt.status).toBe('error')
    expect(core.state.modal.open).toBe(true)

    const retried = retryConnectAttempt(core)
    expect(core.state.connectAttempt.status).toBe('connecting')
    await retried
    await vi.waitFor(() => expect(core.state.modal.open).toBe(false))
    expect(connect).toHaveBeenCalledTimes(2)
    expect(core.state.connectAttempt).toMatchObject({
      connectorId: 'io.metamask',
      status: 'connected',
    })
  })

  it('returns the running promise while still connecting', () => {
    const { core, evmAdapter } = createCoreWithWallets()
    const connect = vi.spyOn(evmAdapter, 'connect').mockReturnValue(new Promise(() => {}))
    const started = startConnectAttempt(core, { connectorId: 'io.metamask' })
    expect(retryConnectAttempt(core)).toBe(started)
    expect(connect).toHaveBeenCalledTimes(1)
  })

  it('has nothing to retry before any attempt or after a reset', async () => {
    const { core, evmWallet } = createCoreWithWallets()
    expect(retryConnectAttempt(core)).toBeUndefined()
    evmWallet.rejectNextRequest()
    await startConnectAttempt(core, { connectorId: 'io.metamask' }).catch(() => undefined)
    resetConnectAttempt(core)
    expect(retryConnectAttempt(core)).toBeUndefined()
  })
})
