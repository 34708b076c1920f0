import { describe, expect, it } from 'vitest'
import { setSiwxConfig } from '../../state/siwx/set-siwx-config.ts'
import { createCoreWithWallets, EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { createFakeSiwx } from '../../test-utils/fake-siwx.ts'
import { connect } from '../connect/connect.ts'
import { requestSiwxOnConnect } from './request-siwx-on-connect.ts'

const session = (address: string) => ({
  data: {
    chainId: 'eip155:1' as const,
    accountAddress: address,
    domain: 'dapp.test',
    uri: 'https://dapp.test',
    version: '1',
    nonce: 'n',
  },
  message: 'm',
  signature: '0x',
})

describe('requestSiwxOnConnect', () => {
  it('opens SIWXSignMessage after connecting when no session exists', async () => {
    const { core } = createCoreWithWallets()
    setSiwxConfig(core, createFakeSiwx({ required: true }))
    await connect(core, { connectorId: 'io.metamask' })
    expect(core.state.modal.open).toBe(true)
    expect(core.state.router.view).toBe('SIWXSignMessage')
    expect(core.state.siwx).toMatchObject({ required: true, hasSession: false })
  })

  it('does nothing when the account already has a session', async () => {
    const { core } = createCoreWithWallets()
    const siwx = createFakeSiwx()
    siwx.sessions.push(session(EVM_ADDRESS))
    setSiwxConfig(core, siwx)
    await connect(core, { connectorId: 'io.metamask' })
    expect(core.state.modal.open).toBe(false)
    expect(core.state.siwx).toMatchObject({
      hasSession: true,
      lastSignedInCaipNetworkId: 'eip155:1',
    })
  })

  it('is skipped without a config or an account, and treats unreadable sessions as none', async () => {
    const { core } = createCoreWithWallets()
    expect(await requestSiwxOnConnect(core)).toBe('skipped')
    const siwx = createFakeSiwx()
    setSiwxConfig(core, siwx)
    expect(await requestSiwxOnConnect(core)).toBe('skipped')
    await connect(core, { connectorId: 'io.metamask' })
    siwx.getSessions = async () => {
      throw new Error('storage down')
    }
    expect(await requestSiwxOnConnect(core)).toBe('sign-in-requested')
  })
})
