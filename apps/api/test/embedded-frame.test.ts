import { completeFarcasterChannel } from '@openappkit/testing'
import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { useTestStack } from './helpers/use-test-stack.ts'

const DAPP = 'http://127.0.0.1:5173'

describe('the wallet frame page and its node access', () => {
  const stack = useTestStack('sqlite', { api: { config: { allowedOrigins: [DAPP] } } })
  const rpc = async (body: unknown) => {
    const { status, body: reply } = await stack.api.call('/v1/embedded/rpc', body)
    expect(status).toBe(200)
    return reply
  }

  it('serves the frame page with its config, a strict CSP and frame-ancestors of the allow-list', async () => {
    const response = await stack.api.request('/v1/embedded/frame?chainId=31338')
    expect(response.status).toBe(200)
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("default-src 'none'")
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain(`frame-ancestors ${DAPP}`)
    const html = await response.text()
    const config =
      /<script id="openappkit-frame-config" type="application\/json">(.*?)<\/script>/.exec(
        html,
      )?.[1]
    expect(JSON.parse(config ?? 'null')).toEqual({
      allowedOrigins: [DAPP],
      chainId: 31338,
      apiUrl: '',
      // Their contents: embedded-smart-account.test.ts.
      smartAccountNetworks: expect.any(Array),
    })
    const script = await stack.api.request('/v1/embedded/frame.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toContain('text/javascript')
    expect((await script.text()).length).toBeGreaterThan(1_000)
    expect((await stack.api.request('/v1/embedded/frame?chainId=abc')).status).toBe(400)
  })

  it('answers the safe methods on a served chain and refuses everything else', async () => {
    expect(await rpc({ chainId: 31337, method: 'eth_chainId' })).toEqual({ result: '0x7a69' })
    const [account] = stack.devnet.manifest.evm.accounts
    const balance = (await rpc({
      chainId: 31337,
      method: 'eth_getBalance',
      params: [account?.address, 'latest'],
    })) as { result: string }
    expect(BigInt(balance.result)).toBeGreaterThan(0n)
    expect(await rpc({ chainId: 31337, method: 'eth_sendTransaction', params: [{}] })).toEqual({
      error: { code: 4200, message: 'Requested RPC call is not allowed' },
    })
    expect(await rpc({ chainId: 31337, method: 'eth_newFilter', params: [{}] })).toMatchObject({
      error: { code: 4200 },
    })
    expect(await rpc({ chainId: 1, method: 'eth_chainId' })).toEqual({
      error: { code: 4901, message: 'Chain 1 is not served here' },
    })
    const broken = (await rpc({
      chainId: 31337,
      method: 'eth_sendRawTransaction',
      params: ['0x00'],
    })) as { error: { code: number; message: string } }
    expect(broken.error.message.length).toBeGreaterThan(0)
    const malformed = await stack.api.call('/v1/embedded/rpc', {
      chainId: 'x',
      method: 'eth_chainId',
    })
    expect(malformed.status).toBe(400)
  })
  it('starts social logins only for allowed origins and known providers; a forged finish fails', async () => {
    const start = (body: unknown) => stack.api.call('/v1/embedded/social/start', body)
    const started = await start({ provider: 'google', origin: DAPP })
    expect(started.status).toBe(200)
    const uri = new URL((started.body as { uri: string }).uri)
    expect(uri.origin).toBe(new URL(stack.devnet.manifest.oidc?.issuer ?? '').origin)
    expect(uri.searchParams.get('code_challenge_method')).toBe('S256')
    expect(uri.searchParams.get('client_id')).toBe('devnet-google')
    expect((await start({ provider: 'google', origin: 'http://evil.test' })).status).toBe(400)
    expect((await start({ provider: 'myspace', origin: DAPP })).status).toBe(400)
    const state = uri.searchParams.get('state') ?? ''
    const forged = await stack.api.call('/v1/embedded/social/finish', {
      uri: `http://api.test/v1/embedded/social/callback?code=forged&state=${state}`,
    })
    expect(forged).toEqual({ status: 400, body: { message: 'Failed to connect' } })
    // The state was used up by that attempt.
    const again = await stack.api.call('/v1/embedded/social/finish', {
      uri: `http://api.test/v1/embedded/social/callback?code=forged&state=${state}`,
    })
    expect(again.status).toBe(400)
    const callback = await stack.api.request(`/v1/embedded/social/callback?state=${state}`)
    expect(callback.status).toBe(400)
  })
  it('completes a Farcaster channel only with a SIWF message of its nonce signed by the custody key', async () => {
    const opened = await stack.api.call('/v1/embedded/farcaster/channel', {})
    const { url, channelToken, pollSecret } = opened.body as Record<string, string>
    const link = new URL(url ?? '')
    const [first] = stack.devnet.manifest.evm.accounts
    const custodyPrivateKey = stack.devnet.manifest.evm.accounts.at(-3)?.privateKey as Hex
    const complete = (
      overrides: Parameters<typeof completeFarcasterChannel>[0]['overrides'] = {},
      options: { signerPrivateKey?: Hex; fid?: number } = {},
    ) =>
      completeFarcasterChannel({
        url: link.href,
        custodyPrivateKey,
        fid: options.fid ?? 20001,
        overrides,
        signerPrivateKey: options.signerPrivateKey,
        fetch: (url, init) => stack.api.request(new URL(url).pathname, init),
      })
    const deviceId = 'farcaster-device-00001'
    const status = () =>
      stack.api.call('/v1/embedded/farcaster/channel/status', {
        channelToken,
        pollSecret,
        deviceId,
      })
    expect((await status()).body).toEqual({ state: 'pending' })
    const stranger = first?.privateKey as Hex
    expect((await complete({ nonce: 'a'.repeat(24) })).status).toBe(400)
    expect((await complete({ chainId: 1 })).status).toBe(400)
    expect(
      (await complete({ address: first?.address as Hex }, { signerPrivateKey: stranger })).status,
    ).toBe(400)
    expect((await complete({}, { fid: 20002 })).status).toBe(400)
    expect((await complete({}, { signerPrivateKey: stranger })).status).toBe(400)
    // The QR code's token alone does not read the result: the frame's poll secret does.
    const peek = await stack.api.call('/v1/embedded/farcaster/channel/status', {
      channelToken,
      pollSecret: 'A'.repeat(32),
    })
    expect(peek.status).toBe(404)
    expect(await complete()).toEqual({ status: 200, body: { state: 'completed' } })
    expect((await complete()).status).toBe(400)
    const done = (await status()).body as { state: string; account: string; sessionToken: string }
    expect(done).toMatchObject({ state: 'completed', account: 'farcaster:20001' })
    expect(done.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // Given once; the device that signed in is approved for the account (a new device's key).
    expect((await status()).status).toBe(404)
    const approved = await stack.api.call('/v1/embedded/device/status', {
      email: 'farcaster:20001',
      deviceId,
    })
    expect(approved.body).toEqual({ approved: true })
  })
})
