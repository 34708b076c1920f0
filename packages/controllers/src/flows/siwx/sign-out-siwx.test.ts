import { describe, expect, it } from 'vitest'
import { setSiwxConfig } from '../../state/siwx/set-siwx-config.ts'
import { createCoreWithWallets } from '../../test-utils/connected-core.ts'
import { createFakeSiwx } from '../../test-utils/fake-siwx.ts'
import { connect } from '../connect/connect.ts'
import { disconnect } from '../connect/disconnect.ts'
import { signInWithWallet } from './sign-in-with-wallet.ts'

async function signedIn(signOutOnDisconnect?: boolean) {
  const context = createCoreWithWallets()
  const siwx = createFakeSiwx({ signOutOnDisconnect })
  setSiwxConfig(context.core, siwx)
  await connect(context.core, { connectorId: 'io.metamask' })
  await signInWithWallet(context.core)
  return { ...context, siwx }
}

describe('signOutSiwxOnDisconnect', () => {
  it('signs out on disconnect by default', async () => {
    const { core, siwx } = await signedIn()
    expect(siwx.sessions).toHaveLength(1)
    await disconnect(core)
    expect(siwx.sessions).toEqual([])
    expect(core.state.siwx.hasSession).toBe(false)
  })

  it('keeps the sessions when the config opts out', async () => {
    const { core, siwx } = await signedIn(false)
    await disconnect(core)
    expect(siwx.sessions).toHaveLength(1)
  })

  it('never blocks the disconnect', async () => {
    const { core, siwx, evmWallet } = await signedIn()
    siwx.setSessions = async () => {
      throw new Error('storage down')
    }
    await disconnect(core)
    expect(evmWallet.authorized).toBe(false)
  })
})
