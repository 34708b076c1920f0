import { z } from 'zod'
import { isUniqueViolation } from '../db/index.ts'
import { ApiError, notFound } from '../errors/index.ts'
import type { App } from '../http/app-env.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import type { ApiContext } from '../server/api-context.ts'
import { sessionOf } from './session-of.ts'

// A 2-of-2 share of a 64-byte secret is 65 bytes: 88 base64 characters.
const shareBodySchema = z.strictObject({ share: z.string().regex(/^[A-Za-z0-9+/]{86,88}={0,2}$/) })

/**
 * The api's half of each embedded wallet's secret: stored once per account (a second store is a
 * 409, so no one replaces a key), released only to the account's signed-in session. The half
 * alone reveals nothing of the key; the other half never leaves the device's frame.
 */
export function registerKeyShareRoutes(app: App, context: ApiContext): void {
  app.put('/v1/embedded/key-share', async (c) => {
    const { email } = await sessionOf(context, c)
    const { share } = parseInput(shareBodySchema, await readJsonBody(c), 'body')
    try {
      await context.db
        .insertInto('embedded_key_shares')
        .values({ email, share, created_at: context.clock.now() })
        .execute()
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ApiError('The account already has a key', { status: 409 })
      }
      throw error
    }
    return c.json({ stored: true }, 201)
  })

  app.get('/v1/embedded/key-share', async (c) => {
    const { email } = await sessionOf(context, c)
    const row = await context.db
      .selectFrom('embedded_key_shares')
      .select('share')
      .where('email', '=', email)
      .executeTakeFirst()
    if (!row) throw notFound('No key for this account yet')
    return c.json({ share: row.share })
  })
}
