import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ed25519 } from '@noble/curves/ed25519.js'
import { decodeBase58, encodeBase58 } from '@openappkit/common/encoding'
import type { SIWXMessageData } from '@openappkit/siwx'
import { serializeSiwxMessage } from '@openappkit/siwx'
import { forgeSignIns } from '@openappkit/testing'
import { afterAll, describe, expect, it } from 'vitest'
import { testWallet } from './helpers/evm.ts'
import { testDatabaseKinds } from './helpers/test-databases.ts'
import { useTestStack } from './helpers/use-test-stack.ts'

const origin = 'http://lab.example'

describe.each(testDatabaseKinds())('sign-in with the wallet (%s)', (database) => {
  // Both origins may call the api; sign-in is still bound to the one the message names.
  const stack = useTestStack(database, {
    database: true,
    api: { config: { allowedOrigins: [origin, 'http://evil.example'] } },
  })
  const folder = mkdtempSync(join(tmpdir(), 'siwx-api-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  async function nonce(api = stack.api): Promise<string> {
    const { status, body } = await api.call('/v1/siwx/nonces', {})
    expect(status).toBe(201)
    return (body as { nonce: string }).nonce
  }

  async function message(overrides: Partial<SIWXMessageData> = {}, api = stack.api) {
    const { account } = testWallet(stack.devnet.manifest, 4)
    return serializeSiwxMessage({
      domain: 'lab.example',
      accountAddress: account.address,
      chainId: 'eip155:31337',
      uri: `${origin}/`,
      version: '1',
      nonce: await nonce(api),
      issuedAt: new Date().toISOString(),
      ...overrides,
    })
  }

  async function signIn(
    text: string,
    signature: string,
    headers: Record<string, string> = { origin },
    api = stack.api,
  ) {
    const response = await api.request('/v1/siwx/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ message: text, signature }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  const sign = (text: string, index = 4) =>
    testWallet(stack.devnet.manifest, index).wallet.signMessage({ message: text })

  async function listed(account: string, token?: string, api = stack.api) {
    const response = await api.request(`/v1/sessions/${encodeURIComponent(account)}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    return (await response.json()) as {
      pcis: unknown[]
      siwx: Array<{ id: string; message: string }>
    }
  }

  it('opens a session for a verified message, lists it for its token only, and revokes it', async () => {
    const text = await message()
    const { status, body } = await signIn(text, await sign(text))
    expect(status).toBe(201)
    const { id, token, account } = body as { id: string; token: string; account: string }
    expect(account).toBe(
      `eip155:31337:${testWallet(stack.devnet.manifest, 4).account.address.toLowerCase()}`,
    )
    expect((await listed(account, token)).siwx).toEqual([
      expect.objectContaining({ id, message: text }),
    ])
    expect((await listed(account)).siwx).toEqual([])
    expect((await listed(account, `${id}.wrongsecret`)).siwx).toEqual([])
    const revoke = (pci: string) =>
      stack.api.call(`/v1/sessions/${encodeURIComponent(account)}/revoke`, { pci, token })
    expect(await revoke('someone-else')).toEqual({
      status: 404,
      body: { message: 'Session not found' },
    })
    expect(await revoke(id)).toEqual({ status: 200, body: { success: true } })
    expect((await listed(account, token)).siwx).toEqual([])
    expect((await revoke(id)).status).toBe(404)
  })

  it('refuses a replayed message, a foreign origin, another key, another network and no origin', async () => {
    const text = await message()
    const signature = await sign(text)
    expect((await signIn(text, signature)).status).toBe(201)
    expect(await signIn(text, signature)).toMatchObject({
      status: 409,
      body: { code: 'SIWX_NONCE_REFUSED' },
    })
    const fresh = await message()
    expect(await signIn(fresh, await sign(fresh), { origin: 'http://evil.example' })).toMatchObject(
      {
        status: 400,
        body: {
          code: 'SIWX_DOMAIN_MISMATCH',
          message: 'The sign-in message is for another domain: lab.example',
        },
      },
    )
    expect(await signIn(fresh, await sign(fresh, 5))).toMatchObject({
      status: 401,
      body: { code: 'SIWX_INVALID_SIGNATURE' },
    })
    const mainnet = await message({ chainId: 'eip155:1' })
    expect(await signIn(mainnet, await sign(mainnet))).toMatchObject({
      status: 400,
      body: { code: 'SIWX_CHAIN_MISMATCH' },
    })
    expect(await signIn(fresh, await sign(fresh), {})).toMatchObject({
      status: 400,
      body: { message: 'Sign-in needs the Origin header of the page' },
    })
    const unknown = await message({ nonce: 'NeverIssued123' })
    expect(await signIn(unknown, await sign(unknown))).toMatchObject({
      status: 409,
      body: { code: 'SIWX_NONCE_REFUSED' },
    })
    const expired = await message({ expirationTime: new Date(Date.now() - 1_000).toISOString() })
    expect(await signIn(expired, await sign(expired))).toMatchObject({
      status: 400,
      body: { code: 'SIWX_MESSAGE_EXPIRED' },
    })
    // The fresh message was refused every time, so its nonce is still good.
    expect((await signIn(fresh, await sign(fresh))).status).toBe(201)
  })

  it('signs in a Solana account with its ed25519 key', async () => {
    const { solana } = stack.devnet.manifest
    const secretKey = decodeBase58(solana.accounts[0]?.secretKey ?? '')
    const address = encodeBase58(ed25519.getPublicKey(secretKey.slice(0, 32)))
    const text = await message({
      chainId: solana.caipNetworkId as SIWXMessageData['chainId'],
      accountAddress: address,
    })
    const signature = encodeBase58(
      ed25519.sign(new TextEncoder().encode(text), secretKey.slice(0, 32)),
    )
    const { status, body } = await signIn(text, signature)
    expect(status).toBe(201)
    expect(
      (await listed(`${solana.caipNetworkId}:${address}`, body.token as string)).siwx,
    ).toHaveLength(1)
  })

  it('answers hundreds of forged sign-ins with a 4xx and a reason, never a 5xx', async () => {
    const { solana } = stack.devnet.manifest
    const secretKey = decodeBase58(solana.accounts[1]?.secretKey ?? '').slice(0, 32)
    const solanaAddress = encodeBase58(ed25519.getPublicKey(secretKey))
    const signSolana = async (text: string) =>
      encodeBase58(ed25519.sign(new TextEncoder().encode(text), secretKey))
    const cases = [
      { text: await message({ requestId: 'r1' }), sign: (text: string) => sign(text) },
      {
        text: await message({
          chainId: solana.caipNetworkId as SIWXMessageData['chainId'],
          accountAddress: solanaAddress,
        }),
        sign: signSolana,
      },
    ]
    const statuses: Record<string, number> = {}
    let total = 0
    for (const [index, { text, sign: signText }] of cases.entries()) {
      const forgeries = forgeSignIns({
        message: text,
        signature: await signText(text),
        foreignSignature: await sign(text, 5),
        movedSignature: await signText(await message()),
        seed: 7 + index,
      })
      for (const forged of forgeries) {
        const { status, body } = await signIn(forged.message, forged.signature)
        expect([400, 401, 409], `${forged.forgery}: ${status} ${JSON.stringify(body)}`).toContain(
          status,
        )
        expect(String(body.code ?? body.message), forged.forgery).not.toBe('')
        const key = `${status} ${String(body.code ?? 'validation')}`
        statuses[key] = (statuses[key] ?? 0) + 1
        total += 1
      }
      // The untouched message still signs in: no forgery used up its nonce.
      expect((await signIn(text, await signText(text))).status).toBe(201)
    }
    expect(total).toBeGreaterThanOrEqual(300)
  })

  it('keeps sessions across a restart of the api', async () => {
    const url = database === 'sqlite' ? `sqlite:${join(folder, 'api.db')}` : stack.database.url
    const first = await stack.startApi({ config: { database: { url }, allowedOrigins: [origin] } })
    const text = await message({}, first)
    const { body } = await signIn(text, await sign(text), { origin }, first)
    await first.stop()
    const second = await stack.startApi({ config: { database: { url }, allowedOrigins: [origin] } })
    const account = body.account as string
    expect((await listed(account, body.token as string, second)).siwx).toEqual([
      expect.objectContaining({ id: body.id }),
    ])
  })
})
