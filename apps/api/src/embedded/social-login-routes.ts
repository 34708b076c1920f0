import { socialProviderSchema } from '@openappkit/common/validation'
import * as oidc from 'openid-client'
import { z } from 'zod'
import { ApiError, badRequest } from '../errors/index.ts'
import { allowedOriginsOf } from '../http/allowed-origins.ts'
import type { App } from '../http/app-env.ts'
import { publicOrigin } from '../http/public-origin.ts'
import { parseInput, readJsonBody, readQuery } from '../http/validate.ts'
import type { ApiContext } from '../server/api-context.ts'
import { approveDevice, deviceIdSchema } from './device-approval.ts'
import { openEmbeddedSession } from './session-of.ts'

const STATE_TTL_MS = 10 * 60_000
const CALLBACK_PATH = '/v1/embedded/social/callback'

const startBodySchema = z.strictObject({
  provider: socialProviderSchema,
  origin: z.url().max(2_048),
})
const finishBodySchema = z.strictObject({
  uri: z.url().max(4_096),
  /** The frame's device: a fresh sign-in at the provider approves it for the account. */
  deviceId: deviceIdSchema.optional(),
})
const callbackQuerySchema = z.object({ state: z.string().min(1).max(256) }).loose()

const failed = (cause?: unknown) => new ApiError('Failed to connect', { status: 400, cause })

/**
 * Social login for the embedded wallet (issue 17): OpenID Connect authorization code with PKCE
 * per configured provider. The frame starts it (state, verifier and nonce kept here), the popup
 * comes back to the callback page, which hands the address to the dapp that started it, and the
 * frame finishes it: the code is exchanged here and the verified email opens a session.
 */
export function registerSocialLoginRoutes(app: App, context: ApiContext): void {
  const { providers } = context.config.social
  const discovered = new Map<string, Promise<oidc.Configuration>>()
  const configOf = (name: keyof typeof providers) => {
    const provider = providers[name]
    if (!provider)
      throw new ApiError(`Social login with ${name} is not configured`, { status: 404 })
    let found = discovered.get(name)
    if (!found) {
      const insecure = provider.issuer.startsWith('http:')
      found = oidc.discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret,
        undefined,
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      // A failed discovery is tried again on the next login.
      found.catch(() => discovered.delete(name))
      discovered.set(name, found)
    }
    return found
  }

  app.post('/v1/embedded/social/start', async (c) => {
    const body = parseInput(startBodySchema, await readJsonBody(c), 'body')
    const origin = new URL(body.origin).origin
    if (!allowedOriginsOf(c, context.config).includes(origin))
      throw badRequest('Origin not allowed')
    const config = await configOf(body.provider).catch((error: unknown) => {
      if (error instanceof ApiError) throw error
      throw new ApiError('Failed to initiate social connection', { status: 502, cause: error })
    })
    const verifier = oidc.randomPKCECodeVerifier()
    const state = oidc.randomState()
    const nonce = oidc.randomNonce()
    await context.db
      .insertInto('embedded_social_states')
      .values({
        state,
        provider: body.provider,
        code_verifier: verifier,
        nonce,
        origin,
        expires_at: context.clock.now() + STATE_TTL_MS,
      })
      .execute()
    const uri = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${publicOrigin(context, c.req.url)}${CALLBACK_PATH}`,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    return c.json({ uri: uri.href })
  })

  // The popup's last page: it gives its own address to the dapp that started the login, only.
  app.get(CALLBACK_PATH, async (c) => {
    const { state } = parseInput(callbackQuerySchema, readQuery(c), 'query')
    const row = await context.db
      .selectFrom('embedded_social_states')
      .select(['origin', 'expires_at'])
      .where('state', '=', state)
      .executeTakeFirst()
    if (!row || Number(row.expires_at) <= context.clock.now()) throw failed()
    const nonce = oidc.randomNonce()
    c.header('Content-Security-Policy', `default-src 'none'; script-src 'nonce-${nonce}'`)
    const target = JSON.stringify(row.origin)
    return c.html(
      `<!doctype html><meta charset="utf-8"><title>Signing in…</title><p>Signing in… this window closes by itself.</p>` +
        `<script nonce="${nonce}">window.opener&&window.opener.postMessage({type:'openappkit:social-result',uri:location.href},${target});</script>`,
    )
  })

  app.post('/v1/embedded/social/finish', async (c) => {
    const { uri, deviceId } = parseInput(finishBodySchema, await readJsonBody(c), 'body')
    const url = new URL(uri)
    const state = url.searchParams.get('state') ?? ''
    const row = await context.db
      .selectFrom('embedded_social_states')
      .selectAll()
      .where('state', '=', state)
      .executeTakeFirst()
    // Used once, whatever happens next.
    await context.db.deleteFrom('embedded_social_states').where('state', '=', state).execute()
    if (!row || Number(row.expires_at) <= context.clock.now()) throw failed()
    if (url.origin !== publicOrigin(context, c.req.url) || url.pathname !== CALLBACK_PATH)
      throw failed()
    const provider = socialProviderSchema.parse(row.provider)
    const config = await configOf(provider)
    // The id token proves who signed in; the email may come only from the userinfo endpoint.
    const claims = await oidc
      .authorizationCodeGrant(config, url, {
        pkceCodeVerifier: row.code_verifier,
        expectedState: row.state,
        expectedNonce: row.nonce,
      })
      .then(async (tokens) => {
        const idClaims = tokens.claims()
        if (!idClaims) throw failed()
        if (typeof idClaims.email === 'string') return idClaims
        const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)
        return { ...info, ...idClaims, email: info.email, email_verified: info.email_verified }
      })
      .catch((error: unknown) => {
        context.logger.warn('social login refused', { provider, error: String(error) })
        throw failed(error)
      })
    const email =
      typeof claims?.email === 'string' && claims.email_verified === true
        ? claims.email.toLowerCase()
        : undefined
    if (!email) throw new ApiError('The provider did not confirm an email', { status: 400 })
    const token = await openEmbeddedSession(context, email)
    if (deviceId) await approveDevice(context, email, deviceId)
    const userName = typeof claims?.name === 'string' ? claims.name : undefined
    return c.json({ sessionToken: token, email, ...(userName ? { userName } : {}) })
  })
}
