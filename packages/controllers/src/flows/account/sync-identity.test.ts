import { describe, expect, it } from 'vitest'
import { createCoreWithWallets, EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { createFakeApi } from '../../test-utils/fake-api.ts'
import { connect } from '../connect/connect.ts'
import { syncIdentity } from './sync-identity.ts'

function identityApi(identity: { name: string | null; avatar: string | null } | 'fail') {
  return createFakeApi({
    route: (request) =>
      request.path === `/v1/identity/${EVM_ADDRESS}`
        ? identity === 'fail'
          ? { status: 400, json: { message: 'bad request' } }
          : { json: identity }
        : undefined,
  })
}

describe('syncIdentity', () => {
  it("puts the account's name and avatar from the API into the account state", async () => {
    const fetch = identityApi({ name: 'alice.oak.id', avatar: 'https://a.test/alice.png' })
    const { core } = createCoreWithWallets({ fetch, apiUrl: 'https://api.test' })
    await connect(core, { connectorId: 'io.metamask' })
    expect(await syncIdentity(core)).toEqual({
      name: 'alice.oak.id',
      avatar: 'https://a.test/alice.png',
    })
    expect(core.state.chains.chains.eip155?.accountState).toMatchObject({
      profileName: 'alice.oak.id',
      profileImage: 'https://a.test/alice.png',
    })
    expect(fetch.apiCalls(`/v1/identity/${EVM_ADDRESS}`)[0]?.query).toMatchObject({
      sender: EVM_ADDRESS,
    })
  })

  it('does nothing without an API, without an account, or when the API fails', async () => {
    const offline = createCoreWithWallets()
    await connect(offline.core, { connectorId: 'io.metamask' })
    expect(await syncIdentity(offline.core)).toBeUndefined()

    const fetch = identityApi('fail')
    const { core } = createCoreWithWallets({ fetch, apiUrl: 'https://api.test' })
    expect(await syncIdentity(core)).toBeUndefined()
    await connect(core, { connectorId: 'io.metamask' })
    expect(await syncIdentity(core)).toBeUndefined()
    expect(core.state.chains.chains.eip155?.accountState.profileName).toBeUndefined()
  })
})
