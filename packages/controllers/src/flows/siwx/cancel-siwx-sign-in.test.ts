import { describe, expect, it } from 'vitest'
import { setSiwxConfig } from '../../state/siwx/set-siwx-config.ts'
import { createCoreWithWallets, EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { createFakeSiwx } from '../../test-utils/fake-siwx.ts'
import { polygon } from '../../test-utils/networks.ts'
import { connect } from '../connect/connect.ts'
import { switchNetwork } from '../network/switch-network.ts'
import { cancelSiwxSignIn } from './cancel-siwx-sign-in.ts'
import { signInWithWallet } from './sign-in-with-wallet.ts'

async function setup(required: boolean) {
  const context = createCoreWithWallets()
  const siwx = createFakeSiwx({ required })
  setSiwxConfig(context.core, siwx)
  await connect(context.core, { connectorId: 'io.metamask' })
  const events: string[] = []
  context.core.runtime.eventListeners.add((record) => events.push(record.data.event))
  return { ...context, siwx, events }
}

describe('cancelSiwxSignIn', () => {
  it('closes the modal when sign-in is not required', async () => {
    const { core, events } = await setup(false)
    expect(await cancelSiwxSignIn(core)).toBe('closed')
    expect(core.state.modal.open).toBe(false)
    expect(core.state.chains.chains.eip155?.accountState.status).toBe('connected')
    expect(events).toEqual(['CLICK_CANCEL_SIWX'])
  })

  it('disconnects when required and no earlier sign-in network has sessions', async () => {
    const { core, evmWallet, events } = await setup(true)
    expect(await cancelSiwxSignIn(core)).toBe('disconnected')
    expect(evmWallet.authorized).toBe(false)
    expect(core.state.chains.chains.eip155?.accountState.status).toBe('disconnected')
    expect(core.state.modal.open).toBe(false)
    expect(events).toContain('CLICK_CANCEL_SIWX')
  })

  it('switches back to the last sign-in network when it still has sessions', async () => {
    const { core, siwx } = await setup(true)
    await signInWithWallet(core)
    expect(siwx.sessions).toHaveLength(1)
    await switchNetwork(core, { caipNetwork: polygon })
    core.state.siwx.hasSession = false
    expect(await cancelSiwxSignIn(core)).toBe('switched-back')
    expect(core.state.chains.activeCaipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(core.state.siwx.hasSession).toBe(true)
    expect(core.state.modal.open).toBe(false)
  })

  it('disconnects when the last sign-in network lost its sessions', async () => {
    const { core, siwx } = await setup(true)
    await signInWithWallet(core)
    await switchNetwork(core, { caipNetwork: polygon })
    siwx.sessions = []
    expect(await cancelSiwxSignIn(core)).toBe('disconnected')
  })

  it('throws SIWX is not enabled without a config', async () => {
    const { core } = createCoreWithWallets()
    await expect(cancelSiwxSignIn(core)).rejects.toThrow('SIWX is not enabled')
  })
})
