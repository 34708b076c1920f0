import { describe, expect, it } from 'vitest'
import { testWallet } from './helpers/evm.ts'
import { testDatabaseKinds } from './helpers/test-databases.ts'
import { useTestStack } from './helpers/use-test-stack.ts'

describe.each(testDatabaseKinds())('prices, sessions and analytics (%s)', (database) => {
  const stack = useTestStack(database)

  const now = () => Math.floor(Date.now() / 1_000)

  it('prices tokens and the native currency from the price table', async () => {
    const { usdc, dai } = stack.devnet.manifest.evm.tokens
    const { status, body } = await stack.api.call('/v1/fungible/price', {
      currency: 'usd',
      addresses: [
        `eip155:31337:${usdc.address}`,
        'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        `eip155:31338:${dai.address}`,
        `eip155:31337:${stack.devnet.manifest.evm.nft.address}`,
      ],
    })
    expect(status).toBe(200)
    expect(body).toEqual({
      fungibles: [
        {
          name: usdc.name,
          symbol: 'USDC',
          iconUrl: '',
          price: 1,
          address: `eip155:31337:${usdc.address}`,
        },
        {
          name: 'Ether',
          symbol: 'ETH',
          iconUrl: '',
          price: 3_000,
          address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        },
        {
          name: dai.name,
          symbol: 'DAI',
          iconUrl: '',
          price: 1,
          address: `eip155:31338:${dai.address}`,
        },
      ],
    })
    const other = await stack.api.call('/v1/fungible/price', {
      currency: 'eur',
      addresses: [`eip155:31337:${usdc.address}`],
    })
    expect(other.status).toBe(400)
  })

  describe('sessions', () => {
    async function createSession(accountIndex: number, expiry = now() + 3_600) {
      const { account, wallet } = testWallet(stack.devnet.manifest, accountIndex)
      const id = `eip155:31337:${account.address}`
      const message = JSON.stringify({
        action: 'create-session',
        account: id,
        permissions: [{ type: 'native-token-recurring-allowance' }],
        expiry,
        timestamp: now(),
      })
      const signature = await wallet.signMessage({ message })
      return {
        id,
        wallet,
        response: await stack.api.call(`/v1/sessions/${encodeURIComponent(id)}`, {
          message,
          signature,
        }),
      }
    }

    it('creates a signed session, lists it, and revokes it only with the owner signature', async () => {
      const { id, wallet, response } = await createSession(2)
      expect(response.status).toBe(201)
      const { pci } = response.body as { pci: string }
      const listed = await stack.api.call(`/v1/sessions/${encodeURIComponent(id)}`)
      expect(listed).toMatchObject({
        status: 200,
        body: { pcis: [{ pci, permissions: [{ type: 'native-token-recurring-allowance' }] }] },
      })

      const stranger = testWallet(stack.devnet.manifest, 3)
      const forged = await stack.api.call(`/v1/sessions/${encodeURIComponent(id)}/revoke`, {
        pci,
        signature: await stranger.wallet.signMessage({ message: pci }),
      })
      expect(forged).toEqual({ status: 401, body: { message: 'Invalid signature' } })
      const revoked = await stack.api.call(`/v1/sessions/${encodeURIComponent(id)}/revoke`, {
        pci,
        signature: await wallet.signMessage({ message: pci }),
      })
      expect(revoked).toEqual({ status: 200, body: { success: true } })
      expect((await stack.api.call(`/v1/sessions/${encodeURIComponent(id)}`)).body).toEqual({
        pcis: [],
        siwx: [],
      })
    })

    it('refuses a replayed creation, a session for another account and bad ids', async () => {
      const { account, wallet } = testWallet(stack.devnet.manifest, 4)
      const id = `eip155:31337:${account.address}`
      const message = JSON.stringify({
        action: 'create-session',
        account: id,
        permissions: {},
        expiry: now() + 60,
        timestamp: now(),
      })
      const body = { message, signature: await wallet.signMessage({ message }) }
      const created = await stack.api.call(`/v1/sessions/${encodeURIComponent(id)}`, body)
      expect(created.status).toBe(201)
      // A retry after a lost answer gets the same session; once revoked, the message is spent.
      expect(await stack.api.call(`/v1/sessions/${encodeURIComponent(id)}`, body)).toEqual(created)
      const { pci } = created.body as { pci: string }
      const revoked = await stack.api.call(`/v1/sessions/${encodeURIComponent(id)}/revoke`, {
        pci,
        signature: await wallet.signMessage({ message: pci }),
      })
      expect(revoked.status).toBe(200)
      expect((await stack.api.call(`/v1/sessions/${encodeURIComponent(id)}`, body)).status).toBe(
        409,
      )
      const otherId = `eip155:31337:${testWallet(stack.devnet.manifest, 5).account.address}`
      expect(
        (await stack.api.call(`/v1/sessions/${encodeURIComponent(otherId)}`, body)).status,
      ).toBe(400)
      expect((await stack.api.call('/v1/sessions/not-an-account')).status).toBe(400)
      const unknownPci = await stack.api.call(`/v1/sessions/${encodeURIComponent(id)}/revoke`, {
        pci: '00000000-0000-4000-8000-000000000000',
        signature: '0x00',
      })
      expect(unknownPci).toEqual({ status: 404, body: { message: 'Session not found' } })
    })
  })

  describe('analytics', () => {
    const event = (eventId: string, name: string) => ({
      eventId,
      url: 'https://dapp.example/page',
      domain: 'dapp.example',
      timestamp: Date.now(),
      props: { type: 'track', event: name, properties: { network: 'eip155:31337' } },
    })

    it('stores each event once and summarises them', async () => {
      const projectId = `lab-${database}`
      const post = (body: unknown) =>
        stack.api.call(`/e?projectId=${projectId}&st=appkit&sv=4`, body)
      expect(await post(event('ev-1', 'SEND_INITIATED'))).toEqual({
        status: 202,
        body: { success: true },
      })
      expect((await post(event('ev-1', 'SEND_INITIATED'))).status).toBe(202)
      expect((await post(event('ev-2', 'SEND_SUCCESS'))).status).toBe(202)
      expect((await post(event('ev-3', 'SEND_SUCCESS'))).status).toBe(202)
      const { status, body } = await stack.api.call(`/e/summary?projectId=${projectId}`)
      expect(status).toBe(200)
      expect(body).toMatchObject({
        total: 3,
        byEvent: [
          { event: 'SEND_SUCCESS', count: 2 },
          { event: 'SEND_INITIATED', count: 1 },
        ],
        byType: [{ type: 'track', count: 3 }],
        byDay: [{ day: new Date().toISOString().slice(0, 10), count: 3 }],
      })
    })

    it('refuses malformed events', async () => {
      expect(
        (await stack.api.call('/e', { ...event('ev-x', 'X'), timestamp: 'soon' })).status,
      ).toBe(400)
      expect((await stack.api.call('/e', { ...event('bad id!', 'X') })).status).toBe(400)
      expect(
        (await stack.api.call('/e', { ...event('ev-y', 'X'), props: { type: 'track' } })).status,
      ).toBe(400)
    })
  })
})
