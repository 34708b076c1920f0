import { describe, expect, it, vi } from 'vitest'
import { setCaipAddress } from '../../state/chain/set-caip-address.ts'
import { pushView } from '../../state/router/push-view.ts'
import { setSiwxStatus } from '../../state/siwx/set-siwx-status.ts'
import { createCoreWithWallets } from '../../test-utils/connected-core.ts'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { closeModal } from './close-modal.ts'
import { goBack } from './go-back.ts'
import { isModalCloseDisabled } from './is-modal-close-disabled.ts'
import { openModal } from './open-modal.ts'

function connect(core: ReturnType<typeof createTestCore>['core']) {
  setCaipAddress(core, { namespace: 'eip155', caipAddress: 'eip155:1:0xabc' })
}

describe('openModal', () => {
  it('opens on Connect when disconnected and Account when connected', () => {
    const { core } = createTestCore()
    openModal(core)
    expect(core.state.modal.open).toBe(true)
    expect(core.state.router.history).toEqual(['Connect'])
    connect(core)
    openModal(core, { namespace: 'eip155' })
    expect(core.state.router.view).toBe('Account')
    expect(core.state.modal.namespace).toBe('eip155')
  })

  it('opens on a requested view', () => {
    const { core } = createTestCore()
    openModal(core, { view: 'Networks' })
    expect(core.state.router.history).toEqual(['Networks'])
  })
})

describe('openModal on a Connecting view', () => {
  it("starts that view's connect attempt", async () => {
    const { core, evmAdapter } = createCoreWithWallets()
    const connect = vi.spyOn(evmAdapter, 'connect')
    const [connector] = evmAdapter.getConnectors()
    openModal(core, { view: 'ConnectingExternal', data: { connector } })
    expect(core.state.router.view).toBe('ConnectingExternal')
    expect(core.state.connectAttempt).toMatchObject({
      connectorId: 'io.metamask',
      status: 'connecting',
    })
    await vi.waitFor(() => expect(core.state.modal.open).toBe(false))
    expect(connect).toHaveBeenCalledTimes(1)
    expect(core.state.connectAttempt.status).toBe('connected')
  })

  it('starts nothing without a connector or on other views', () => {
    const { core, evmAdapter } = createCoreWithWallets()
    const connect = vi.spyOn(evmAdapter, 'connect')
    openModal(core, { view: 'ConnectingWalletConnectBasic' })
    openModal(core, { view: 'ConnectingExternal' })
    openModal(core, { view: 'Connect' })
    expect(connect).not.toHaveBeenCalled()
    expect(core.state.connectAttempt.status).toBe('idle')
  })
})

describe('goBack', () => {
  it('closes the modal when going back from the first view', () => {
    const { core } = createTestCore()
    openModal(core)
    goBack(core)
    expect(core.state.modal.open).toBe(false)
  })

  it('steps back to the previous view', () => {
    const { core } = createTestCore()
    openModal(core)
    pushView(core, { view: 'AllWallets' })
    pushView(core, { view: 'ConnectingExternal' })
    goBack(core)
    expect(core.state.router.view).toBe('AllWallets')
    expect(core.state.modal.open).toBe(true)
  })

  it('shows Account when going back to Connect while connected', () => {
    const { core } = createTestCore()
    openModal(core)
    pushView(core, { view: 'ConnectingExternal' })
    connect(core)
    goBack(core)
    expect(core.state.router.view).toBe('Account')
    expect(core.state.router.history).toEqual(['Account'])
  })
})

describe('closing while sign-in is required', () => {
  it('is disabled on SIWXSignMessage and ApproveTransaction without a session', () => {
    const { core } = createTestCore()
    setSiwxStatus(core, { required: true })
    for (const view of ['SIWXSignMessage', 'ApproveTransaction'] as const) {
      openModal(core, { view })
      expect(isModalCloseDisabled(core)).toBe(true)
      expect(closeModal(core)).toBe(false)
      goBack(core)
      expect(core.state.modal.open).toBe(true)
    }
  })

  it('is allowed once a session exists, when not required, or on other views', () => {
    const { core } = createTestCore()
    openModal(core, { view: 'SIWXSignMessage' })
    expect(isModalCloseDisabled(core)).toBe(false)
    setSiwxStatus(core, { required: true, hasSession: true })
    expect(isModalCloseDisabled(core)).toBe(false)
    setSiwxStatus(core, { hasSession: false })
    openModal(core, { view: 'Account' })
    expect(isModalCloseDisabled(core)).toBe(false)
    expect(closeModal(core)).toBe(true)
    expect(core.state.modal.open).toBe(false)
  })
})
