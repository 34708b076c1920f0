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
})
