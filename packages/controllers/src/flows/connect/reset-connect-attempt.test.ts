import { describe, expect, it, vi } from 'vitest'
import type { AdapterConnectReturnType } from '../../adapter/types.ts'
import { pushView } from '../../state/router/push-view.ts'
import { createCoreWithWallets, EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { openModal } from '../modal/open-modal.ts'
import { resetConnectAttempt } from './reset-connect-attempt.ts'
import { startConnectAttempt } from './start-connect-attempt.ts'

describe('resetConnectAttempt', () => {
  it('goes back to idle; the running attempt then changes nothing', async () => {
    const { core, evmAdapter } = createCoreWithWallets()
    let answer: ((result: AdapterConnectReturnType) => void) | undefined
    vi.spyOn(evmAdapter, 'connect').mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve
        }),
    )
    openModal(core)
    pushView(core, { view: 'ConnectingExternal' })
    const attempt = startConnectAttempt(core, {
      connectorId: 'io.metamask',
      view: 'ConnectingExternal',
    })
    const id = core.state.connectAttempt.id
    resetConnectAttempt(core)
    expect(core.state.connectAttempt).toMatchObject({
      connectorId: undefined,
      namespace: undefined,
      status: 'idle',
      error: undefined,
    })
    expect(core.state.connectAttempt.id).toBeGreaterThan(id)
    answer?.({ id: 'io.metamask', type: 'ANNOUNCED', address: EVM_ADDRESS, chainId: 1 })
    await attempt
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(core.state.connectAttempt.status).toBe('idle')
    expect(core.state.modal.open).toBe(true)
  })

  it('lets the same connector start afresh', async () => {
    const { core, evmAdapter } = createCoreWithWallets()
    const connect = vi.spyOn(evmAdapter, 'connect').mockReturnValue(new Promise(() => {}))
    const first = startConnectAttempt(core, { connectorId: 'io.metamask' })
    resetConnectAttempt(core)
    const second = startConnectAttempt(core, { connectorId: 'io.metamask' })
    expect(second).not.toBe(first)
    expect(connect).toHaveBeenCalledTimes(2)
  })
})
