import { describe, expect, it } from 'vitest'
import { pushView } from '../../state/router/push-view.ts'
import { connectAuthWallet } from '../../test-utils/auth-wallet.ts'
import { createCoreWithWallets, EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { createFakeApi } from '../../test-utils/fake-api.ts'
import type { FakeReply } from '../../test-utils/fake-fetch.ts'
import { polygon } from '../../test-utils/networks.ts'
import { connect } from '../connect/connect.ts'
import { switchNetwork } from '../network/switch-network.ts'
import { registerAccountName } from './register-account-name.ts'

async function setup(reply: () => FakeReply = () => ({ json: { success: true } })) {
  const fetch = createFakeApi({
    route: (request) => (request.path === '/v1/profile/account' ? reply() : undefined),
  })
  const context = createCoreWithWallets({ fetch, apiUrl: 'https://api.test' })
  await connectAuthWallet(context.core, context.evmAdapter)
  pushView(context.core, { view: 'RegisterAccountName' })
  pushView(context.core, { view: 'ApproveTransaction' })
  return { ...context, fetch }
}

describe('registerAccountName', () => {
  it('signs {name, attributes, timestamp}, submits with coin type, sets the profile name', async () => {
    const { core, clock, fetch, evmWallet } = await setup()
    evmWallet.authorized = true
    const registering = registerAccountName(core, { name: 'Alice.oak.id' })
    expect(core.state.names.registering).toBe(true)
    expect(await registering).toBe('registered')
    const [call] = fetch.apiCalls('/v1/profile/account')
    const body = call?.body as {
      coin_type: number
      address: string
      message: string
      signature: string
    }
    expect(body.coin_type).toBe(60)
    expect(body.address).toBe(EVM_ADDRESS)
    expect(JSON.parse(body.message)).toEqual({
      name: 'alice.oak.id',
      attributes: {},
      timestamp: Math.floor(clock.now() / 1000),
    })
    expect(
      evmWallet.verifyMessage({
        address: EVM_ADDRESS,
        message: body.message,
        signature: body.signature,
      }),
    ).toBe(true)
    expect(core.state.chains.chains.eip155?.accountState.profileName).toBe('alice.oak.id')
    expect(core.state.router.view).toBe('RegisterAccountNameSuccess')
    expect(core.state.names.registering).toBe(false)
  })

  it('uses the ENSIP-11 coin type of the network', async () => {
    const { core, fetch, evmWallet } = await setup()
    evmWallet.authorized = true
    await switchNetwork(core, { caipNetwork: polygon })
    await registerAccountName(core, { name: 'alice' })
    const body = fetch.apiCalls('/v1/profile/account')[0]?.body as { coin_type: number }
    expect(body.coin_type).toBe(0x80000089)
  })

  it('returns to RegisterAccountName when the visitor cancels the signature', async () => {
    const { core, fetch, evmWallet } = await setup()
    evmWallet.authorized = true
    evmWallet.rejectNextRequest()
    expect(await registerAccountName(core, { name: 'alice' })).toBe('cancelled')
    expect(core.state.router.view).toBe('RegisterAccountName')
    expect(fetch.apiCalls('/v1/profile/account')).toHaveLength(0)
    expect(core.state.names.registering).toBe(false)
  })

  it('throws Error registering name {name} and returns to RegisterAccountName', async () => {
    const { core, evmWallet } = await setup(() => ({ status: 500 }))
    evmWallet.authorized = true
    await expect(registerAccountName(core, { name: 'alice' })).rejects.toThrow(
      'Error registering name alice',
    )
    expect(core.state.router.view).toBe('RegisterAccountName')
    expect(core.state.chains.chains.eip155?.accountState.profileName).toBeUndefined()
  })

  it('uses the name service’s first reason', async () => {
    const { core, evmWallet } = await setup(() => ({
      status: 400,
      json: { reasons: [{ description: 'Name is already taken' }] },
    }))
    evmWallet.authorized = true
    await expect(registerAccountName(core, { name: 'alice' })).rejects.toThrow(
      'Name is already taken',
    )
  })

  it('fails when the service answers success false, or signing fails otherwise', async () => {
    const { core, evmWallet, evmAdapter } = await setup(() => ({ json: { success: false } }))
    evmWallet.authorized = true
    await expect(registerAccountName(core, { name: 'alice' })).rejects.toThrow(
      'Error registering name alice',
    )
    evmAdapter.signMessage = async () => {
      throw new Error('frame crashed')
    }
    await expect(registerAccountName(core, { name: 'alice' })).rejects.toThrow(
      'Error registering name alice',
    )
    expect(core.state.router.view).toBe('RegisterAccountName')
  })

  it('throws Address or auth connector not found while no wallet is connected', async () => {
    const { core } = createCoreWithWallets({ apiUrl: 'https://api.test' })
    await expect(registerAccountName(core, { name: 'alice' })).rejects.toThrow(
      'Address or auth connector not found',
    )
  })

  it("registers a name for an external wallet's account too, signed by that wallet", async () => {
    const fetch = createFakeApi({
      route: (request) =>
        request.path === '/v1/profile/account' ? { json: { success: true } } : undefined,
    })
    const { core, evmWallet } = createCoreWithWallets({ fetch, apiUrl: 'https://api.test' })
    await connect(core, { connectorId: 'io.metamask' })
    expect(await registerAccountName(core, { name: 'bobby' })).toBe('registered')
    const body = fetch.apiCalls('/v1/profile/account')[0]?.body as {
      address: string
      message: string
      signature: string
    }
    expect(body.address).toBe(EVM_ADDRESS)
    expect(evmWallet.verifyMessage({ ...body, address: EVM_ADDRESS })).toBe(true)
    expect(core.state.chains.chains.eip155?.accountState.profileName).toBe('bobby')
  })

  it('validates the name (docs/project/behaviour.md §5) before anything else', async () => {
    const { core, fetch } = await setup()
    for (const name of ['abc', 'al_ice', 'ali ce.oak.id']) {
      await expect(registerAccountName(core, { name })).rejects.toThrow(/Invalid name/)
    }
    expect(fetch.apiCalls()).toHaveLength(0)
  })

  it('needs a network', async () => {
    const { core } = await setup()
    const chain = core.state.chains.chains.eip155
    if (chain) chain.networkState.caipNetwork = undefined
    await expect(registerAccountName(core, { name: 'alice' })).rejects.toThrow('Network not found')
  })
})
