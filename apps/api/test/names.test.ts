import { chainIdToCoinType } from '@openappkit/common'
import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { testWallet, waitForReceipt } from './helpers/evm.ts'
import { testDatabaseKinds } from './helpers/test-databases.ts'
import { useTestStack } from './helpers/use-test-stack.ts'

// Hand-assembled contracts answering isValidSignature: the first always with the EIP-1271 magic
// value 0x1626ba7e, the second always with 0 (a smart account that refuses every signature).
const ACCEPT_ALL_1271 = '0x601080600b6000396000f3631626ba7e60e01b60005260206000f3'
const REFUSE_ALL_1271 = '0x600580600b6000396000f360206000f3'

const COIN_TYPE_31337 = chainIdToCoinType(31337)

describe.each(testDatabaseKinds())('names (%s)', (database) => {
  const stack = useTestStack(database)
  let label = 0

  const uniqueName = () => `name-${database}-${Date.now().toString(36)}-${label++}`
  const now = () => Math.floor(Date.now() / 1_000)

  async function signedRequest(
    accountIndex: number,
    name: string,
    overrides: { timestamp?: number; attributes?: Record<string, string> } = {},
  ) {
    const { account, wallet } = testWallet(stack.devnet.manifest, accountIndex)
    const message = JSON.stringify({
      name,
      attributes: overrides.attributes ?? {},
      timestamp: overrides.timestamp ?? now(),
    })
    const signature = await wallet.signMessage({ message })
    return { coin_type: COIN_TYPE_31337, address: account.address, message, signature }
  }

  const register = (body: unknown) => stack.api.call('/v1/profile/account', body)

  it('registers a name signed by its owner, then resolves it every way', async () => {
    const name = uniqueName()
    const request = await signedRequest(5, name, {
      attributes: { avatar: 'https://example.com/a.png', bio: 'hi' },
    })
    const registered = await register(request)
    expect(registered).toMatchObject({
      status: 200,
      body: { success: true, name: `${name}.oak.id` },
    })

    const profile = await stack.api.call(`/v1/profile/account/${name}.oak.id?apiVersion=2`)
    expect(profile).toMatchObject({
      status: 200,
      body: {
        name: `${name}.oak.id`,
        addresses: { [String(COIN_TYPE_31337)]: { address: request.address } },
        attributes: [{ avatar: 'https://example.com/a.png' }, { bio: 'hi' }],
      },
    })
    const reverse = await stack.api.call(`/v1/profile/reverse/${request.address}?apiVersion=2`)
    expect((reverse.body as { name: string }[]).map((entry) => entry.name)).toContain(
      `${name}.oak.id`,
    )
    expect(await stack.api.call(`/v1/identity/${request.address}`)).toEqual({
      status: 200,
      body: { name: `${name}.oak.id`, avatar: 'https://example.com/a.png' },
    })
    const suggestions = await stack.api.call(`/v1/profile/suggestions/${name}?zone=oak.id`)
    expect((suggestions.body as { suggestions: unknown[] }).suggestions[0]).toEqual({
      name: `${name}.oak.id`,
      registered: true,
    })
  })

  it('answers a replayed request again (a retry) and refuses a name that is taken', async () => {
    const name = uniqueName()
    const request = await signedRequest(5, name)
    const first = await register(request)
    expect(first.status).toBe(200)
    // A client retrying after a lost answer gets the same one; nothing is written twice.
    expect(await register(request)).toEqual(first)
    const rival = await signedRequest(6, name)
    expect(await register(rival)).toMatchObject({
      status: 409,
      body: { reasons: [{ description: `The name ${name}.oak.id is already taken` }] },
    })
  })

  it('refuses a signature by another address (forged)', async () => {
    const request = await signedRequest(5, uniqueName())
    const impostor = testWallet(stack.devnet.manifest, 6).account.address
    const forged = await register({ ...request, address: impostor })
    expect(forged).toMatchObject({
      status: 401,
      body: {
        reasons: [{ description: `Invalid signature: the message was not signed by ${impostor}` }],
      },
    })
    const tampered = await register({
      ...request,
      message: request.message.replace('"attributes":{}', '"attributes":{"bio":"x"}'),
    })
    expect(tampered.status).toBe(401)
  })

  it('refuses stale and future timestamps', async () => {
    const stale = await register(
      await signedRequest(5, uniqueName(), { timestamp: now() - 11 * 60 }),
    )
    expect(stale).toMatchObject({
      status: 400,
      body: { reasons: [{ description: 'The message is older than 10 minutes: sign a new one' }] },
    })
    const future = await register(
      await signedRequest(5, uniqueName(), { timestamp: now() + 10 * 60 }),
    )
    expect(future).toMatchObject({
      status: 400,
      body: { reasons: [{ description: 'The message timestamp is in the future' }] },
    })
  })

  it('refuses invalid names and a coin type of another network', async () => {
    const short = await register(await signedRequest(5, 'abc'))
    expect(short).toMatchObject({
      status: 400,
      body: { reasons: [{ description: expect.stringContaining('Invalid name') }] },
    })
    const symbols = await register(await signedRequest(5, 'bad_name!'))
    expect(symbols.status).toBe(400)
    const otherZone = await register(await signedRequest(5, 'alice.eth'))
    expect(otherZone.status).toBe(400)
    const mainnet = await register({ ...(await signedRequest(5, uniqueName())), coin_type: 60 })
    expect(mainnet).toMatchObject({
      status: 400,
      body: { reasons: [{ description: 'Coin type 60 does not match a supported network' }] },
    })
  })

  it('verifies smart-account (EIP-1271) signatures on chain', async () => {
    const deployer = testWallet(stack.devnet.manifest, 7)
    const deploy = async (bytecode: Hex) => {
      const receipt = await waitForReceipt(
        deployer.client,
        await deployer.wallet.sendTransaction({ data: bytecode }),
      )
      if (!receipt.contractAddress) throw new Error('no contract deployed')
      return receipt.contractAddress
    }
    const accepting = await deploy(ACCEPT_ALL_1271)
    const refusing = await deploy(REFUSE_ALL_1271)
    const request = await signedRequest(5, uniqueName())
    expect((await register({ ...request, address: accepting })).status).toBe(200)
    const refused = await register({ ...(await signedRequest(5, uniqueName())), address: refusing })
    expect(refused.status).toBe(401)
  })

  it('answers unknown names with 404 and identities without a name with nulls', async () => {
    const missing = await stack.api.call('/v1/profile/account/nobody-here')
    expect(missing).toEqual({
      status: 404,
      body: { message: 'Name nobody-here.oak.id is not registered' },
    })
    const { account } = testWallet(stack.devnet.manifest, 2)
    expect(await stack.api.call(`/v1/identity/${account.address}`)).toEqual({
      status: 200,
      body: { name: null, avatar: null },
    })
  })
})
