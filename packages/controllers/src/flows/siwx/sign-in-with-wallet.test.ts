import { describe, expect, it } from 'vitest'
import { setSiwxConfig } from '../../state/siwx/set-siwx-config.ts'
import { createCoreWithWallets, EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { createFakeSiwx } from '../../test-utils/fake-siwx.ts'
import { connect } from '../connect/connect.ts'
import { isModalCloseDisabled } from '../modal/is-modal-close-disabled.ts'
import { signInWithWallet } from './sign-in-with-wallet.ts'

async function setup(required = true) {
  const context = createCoreWithWallets()
  const siwx = createFakeSiwx({ required })
  setSiwxConfig(context.core, siwx)
  await connect(context.core, { connectorId: 'io.metamask' })
  const events: string[] = []
  context.core.runtime.eventListeners.add((record) => events.push(record.data.event))
  return { ...context, siwx, events }
}

describe('signInWithWallet', () => {
  it('signs the message, stores the session, closes the modal, tracks SIWX_AUTH_SUCCESS', async () => {
    const { core, siwx, evmWallet, events } = await setup()
    expect(isModalCloseDisabled(core)).toBe(true)
    const pending = signInWithWallet(core)
    expect(core.state.siwx.status).toBe('signing')
    expect(await pending).toBe(true)
    expect(siwx.sessions).toHaveLength(1)
    const [stored] = siwx.sessions
    expect(stored?.data).toMatchObject({ chainId: 'eip155:1', accountAddress: EVM_ADDRESS })
    expect(stored?.data).not.toHaveProperty('serializedMessage')
    expect(
      evmWallet.verifyMessage({
        address: EVM_ADDRESS,
        message: stored?.message ?? '',
        signature: stored?.signature ?? '',
      }),
    ).toBe(true)
    expect(core.state.siwx).toMatchObject({
      status: 'success',
      hasSession: true,
      lastSignedInCaipNetworkId: 'eip155:1',
    })
    expect(core.state.modal.open).toBe(false)
    expect(events).toEqual(['SIWX_AUTH_SUCCESS'])
  })

  it('reopens the view with Error signing message and tracks SIWX_AUTH_ERROR on refusal', async () => {
    const { core, evmWallet, events, siwx } = await setup()
    core.state.modal.open = false
    evmWallet.rejectNextRequest()
    expect(await signInWithWallet(core)).toBe(false)
    expect(core.state.modal.open).toBe(true)
    expect(core.state.router.view).toBe('SIWXSignMessage')
    expect(core.state.toast).toMatchObject({
      open: true,
      variant: 'error',
      message: { code: 'ERROR_SIGNING_MESSAGE' },
    })
    expect(core.state.siwx).toMatchObject({ status: 'error', hasSession: false })
    expect(events).toEqual(['SIWX_AUTH_ERROR'])
    expect(siwx.sessions).toEqual([])
  })

  it('fails the same way when the session is refused by the verifier', async () => {
    const { core, siwx } = await setup()
    siwx.rejectSessions = true
    expect(await signInWithWallet(core)).toBe(false)
    expect(core.state.router.view).toBe('SIWXSignMessage')
  })

  it('throws SIWX is not enabled and No ActiveCaipAddress found', async () => {
    const { core } = createCoreWithWallets()
    await expect(signInWithWallet(core)).rejects.toThrow('SIWX is not enabled')
    setSiwxConfig(core, createFakeSiwx())
    await expect(signInWithWallet(core)).rejects.toThrow('No ActiveCaipAddress found')
  })
})
