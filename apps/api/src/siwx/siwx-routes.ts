import { isAppKitError } from '@openappkit/common/errors'
import { z } from 'zod'
import { ApiError, badRequest } from '../errors/index.ts'
import type { App } from '../http/app-env.ts'
import { commonQuerySchema } from '../http/schemas.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import type { ApiContext } from '../server/api-context.ts'

const signInBodySchema = z.object({
  message: z.string().min(1).max(8_192),
  signature: z.string().min(1).max(50_000),
})

// How each refusal of the sign-in server answers: the client sees the code and the message.
const statusOfCode: Record<string, number> = {
  SIWX_INVALID_SIGNATURE: 401,
  SIWX_NONCE_REFUSED: 409,
}

/** The sign-in server's refusal as an HTTP error carrying its catalogue code. */
export function toSiwxApiError(error: unknown): unknown {
  if (!isAppKitError(error) || !error.code.startsWith('SIWX_')) return error
  return new ApiError(error.shortMessage, {
    status: statusOfCode[error.code] ?? 400,
    code: error.code,
    cause: error,
  })
}

/** The page origin a browser sent; sign-in is bound to it (its host is the message's domain). */
function requestOrigin(origin: string | undefined): URL {
  if (!origin || !URL.canParse(origin))
    throw badRequest('Sign-in needs the Origin header of the page')
  return new URL(origin)
}

/**
 * Sign-in with the wallet (issue 19): single-use nonces, and sessions opened by a signed
 * CAIP-122 message the api verifies itself. The bearer token returned is what the page (or the
 * integrator's server, on its behalf) presents to `GET /v1/sessions/{account}` and to revoke.
 */
export function registerSiwxRoutes(app: App, context: ApiContext): void {
  app.post('/v1/siwx/nonces', async (c) => {
    parseInput(commonQuerySchema, c.req.query(), 'query')
    return c.json(await context.siwx.issueNonce(), 201)
  })

  app.post('/v1/siwx/sessions', async (c) => {
    parseInput(commonQuerySchema, c.req.query(), 'query')
    const origin = requestOrigin(c.req.header('origin'))
    const body = parseInput(signInBodySchema, await readJsonBody(c), 'body')
    try {
      const { session, token } = await context.siwx.signIn({
        ...body,
        domain: origin.host,
        origin: origin.origin,
      })
      return c.json(
        { id: session.id, token, account: session.account, expiresAt: session.expiresAt },
        201,
      )
    } catch (error) {
      throw toSiwxApiError(error)
    }
  })
}
