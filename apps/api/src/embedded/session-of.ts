import type { Context } from 'hono'
import { ApiError } from '../errors/index.ts'
import type { ApiContext } from '../server/api-context.ts'
import { hashSessionToken } from './one-time-code.ts'

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
