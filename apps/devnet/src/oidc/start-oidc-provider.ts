import { generateKeyPairSync } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SOCIAL_PROVIDERS } from '@openappkit/common/constants'

/**
 * The social providers the devnet's OpenID provider plays, one client each: all of
 * docs/project/behaviour.md §1's.
 */
export const DEVNET_SOCIAL_PROVIDERS = SOCIAL_PROVIDERS

export type StartOidcProviderParameters = {
  /** Interface it binds to; 127.0.0.1 by default. */
  host?: string | undefined
  /** 0 picks a free port. */
  port?: number | undefined
}

export type OidcProvider = {
  /** The issuer URL (discovery at `{issuer}/.well-known/openid-configuration`). */
  issuer: string
  /** Client id and secret per social provider. */
  clients: Record<string, { clientId: string; clientSecret: string }>
  stop(): Promise<void>
}

const isLoopback = (uri: string) => {
  try {
    const { protocol, hostname } = new URL(uri)
    return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname)
  } catch {
    return false
  }
}

/**
 * A real OpenID Connect provider for dev and tests (`oidc-provider`, authorization code + PKCE):
 * one client per social provider, any login name is a test user whose email is
 * `{name}@example.com`, and redirects back to any loopback address are allowed (the api runs
 * on a free port in tests). Its interactions are oidc-provider's own development pages.
 */
export async function startOidcProvider(
  parameters: StartOidcProviderParameters = {},
): Promise<OidcProvider> {
  const host = parameters.host ?? '127.0.0.1'
  const { default: Provider } = await import('oidc-provider')
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(parameters.port ?? 0, host, resolve))
  const { port } = server.address() as AddressInfo
  const issuer = `http://${host}:${port}`
  const clients = Object.fromEntries(
    DEVNET_SOCIAL_PROVIDERS.map((name) => [
      name,
      { clientId: `devnet-${name}`, clientSecret: `devnet-${name}-secret-not-for-production` },
    ]),
  )
  const provider = new Provider(issuer, {
    clients: Object.values(clients).map(({ clientId, clientSecret }) => ({
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: ['http://127.0.0.1/v1/embedded/social/callback'],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['openappkit-devnet-oidc-cookie-key'] },
    // A signing key of this run (a devnet's tokens need not outlive it).
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
            format: 'jwk',
          }),
          kid: 'devnet',
          use: 'sig',
          alg: 'RS256',
        } as never,
      ],
    },
    ttl: {
      Interaction: 600,
      Session: 3_600,
      Grant: 3_600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
    pkce: { required: () => true },
    // Our own sign-in page (below): the library's development pages load fonts from the web.
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    // Test users consent to every scope their client asks for: no consent page.
    async loadExistingGrant(context) {
      const session = context.oidc.session
      const client = context.oidc.client
      if (!session?.accountId || !client) return undefined
      const grant = new context.oidc.provider.Grant({
        accountId: session.accountId,
        clientId: client.clientId,
      })
      grant.addOIDCScope('openid email profile')
      grant.addOIDCClaims(['email', 'email_verified', 'name'])
      await grant.save()
      return grant
    },
    async findAccount(_context, id) {
      const login = id.toLowerCase().replace(/[^a-z0-9._-]/g, '') || 'user'
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: `${login}@example.com`, email_verified: true, name: id }
        },
      }
    },
  })
  // Tests run the api on free ports: every loopback callback is this devnet's own.
  const base = provider.Client.prototype as unknown as {
    redirectUriAllowed(uri: string): boolean
  }
  const allowed = base.redirectUriAllowed
  base.redirectUriAllowed = function redirectUriAllowed(uri: string) {
    return isLoopback(uri) || allowed.call(this, uri)
  }
  const callback = provider.callback()
  server.on('request', (request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      void signInPage(provider, request, response).catch(() => {
        response.statusCode = 400
        response.end('This sign-in expired: start again from the site.')
      })
      return
    }
    callback(request, response)
  })
  return {
    issuer,
    clients,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

// The test users' sign-in page: any name signs in as that user.
async function signInPage(
  provider: InstanceType<typeof import('oidc-provider').default>,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(request, response)
  if (request.method === 'POST') {
    let body = ''
    for await (const chunk of request) {
      body += chunk
      if (body.length > 4_096) throw new Error('too large')
    }
    const login = new URLSearchParams(body).get('login')?.trim() ?? ''
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(login)) throw new Error('invalid login')
    await provider.interactionFinished(request, response, { login: { accountId: login } })
    return
  }
  const client = escapeHtml(String(details.params.client_id ?? ''))
  response.setHeader('content-type', 'text/html; charset=utf-8')
  response.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
  response.end(
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Devnet sign-in</title>` +
      `<body style="font-family:sans-serif;max-width:22rem;margin:3rem auto">` +
      `<h1>Devnet sign-in</h1><p>${client} asks who you are. Any name is a test user.</p>` +
      `<form method="post"><label>Name <input name="login" required autofocus pattern="[A-Za-z0-9._\\-]{1,64}"></label> ` +
      `<button type="submit">Sign in</button></form></body></html>`,
  )
}
