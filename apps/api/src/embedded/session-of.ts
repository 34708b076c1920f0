import type { Context } from 'hono'
import { ApiError } from '../errors/index.ts'
import type { ApiContext } from '../server/api-context.ts'
import { hashSessionToken, newSessionToken } from './one-time-code.ts'

/** How long an embedded-wallet session lasts. */
export const EMBEDDED_SESSION_TTL_MS = 7 * 24 * 3_600_000

/** Opens a session for `account` (an email or `farcaster:{fid}`); only its hash is kept. */
export async function openEmbeddedSession(context: ApiContext, account: string): Promise<string> {
  const { token, hash } = newSessionToken()
  const now = context.clock.now()
  await context.db
    .insertInto('embedded_sessions')
    .values({
      token_hash: hash,
      email: account,
      created_at: now,
      expires_at: now + EMBEDDED_SESSION_TTL_MS,
    })
    .execute()
  return token
}

/** The embedded-wallet session of a request's `Authorization: Bearer` token; 401 otherwise. */
export async function sessionOf(context: ApiContext, c: Context): Promise<{ email: string }> {
  const token = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(c.req.header('authorization') ?? '')?.[1]
  const session = token
    ? await context.db
        .selectFrom('embedded_sessions')
        .select('email')
        .where('token_hash', '=', hashSessionToken(token))
        .where('expires_at', '>', context.clock.now())
        .executeTakeFirst()
    : undefined
  if (!session) throw new ApiError('Not signed in', { status: 401 })
  return session
}
