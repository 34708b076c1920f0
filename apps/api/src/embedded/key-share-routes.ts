import { z } from 'zod'
import { isUniqueViolation } from '../db/index.ts'
import { ApiError, notFound } from '../errors/index.ts'
import type { App } from '../http/app-env.ts'
import { parseInput, readJsonBody, readQuery } from '../http/validate.ts'
import type { ApiContext } from '../server/api-context.ts'
import { approveDevice, deviceIdSchema, isDeviceApproved } from './device-approval.ts'
import { openRecoveryShare, sealRecoveryShare } from './recovery-seal.ts'
import { sessionOf } from './session-of.ts'

// A 2-of-2 share of a 64-byte secret is 65 bytes: 88 base64 characters.
const shareSchema = z.string().regex(/^[A-Za-z0-9+/]{86,88}={0,2}$/)
const shareBodySchema = z.strictObject({
  share: shareSchema,
  /** The third share, kept sealed for the account's later devices. */
  recoveryShare: shareSchema.optional(),
  /** The device the key was made on: approved for the account at once. */
  deviceId: deviceIdSchema.optional(),
})
const recoveryQuerySchema = z.object({ deviceId: deviceIdSchema })

/**
 * The api's half of each embedded wallet's secret: stored once per account (a second store is a
 * 409, so no one replaces a key), released only to the account's signed-in session. The half
 * alone reveals nothing of the key; the other half never leaves the device's frame.
 */
export function registerKeyShareRoutes(app: App, context: ApiContext): void {
  app.put('/v1/embedded/key-share', async (c) => {
    const { email } = await sessionOf(context, c)
    const body = parseInput(shareBodySchema, await readJsonBody(c), 'body')
    const { recoveryKey } = context.config.email
    const now = context.clock.now()
    try {
      await context.db.transaction().execute(async (transaction) => {
        await transaction
          .insertInto('embedded_key_shares')
          .values({ email, share: body.share, created_at: now })
          .execute()
        if (body.recoveryShare && recoveryKey) {
          const sealed = sealRecoveryShare(recoveryKey, email, body.recoveryShare)
          await transaction
            .insertInto('embedded_recovery_shares')
            .values({ email, sealed_share: sealed, created_at: now })
            .execute()
        }
      })
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ApiError('The account already has a key', { status: 409 })
      }
      throw error
    }
    if (body.deviceId) await approveDevice(context, email, body.deviceId)
    return c.json({ stored: true, recoverable: Boolean(body.recoveryShare && recoveryKey) }, 201)
  })

  // Only for a device the account approved from its email, and only to its signed-in session.
  app.get('/v1/embedded/recovery-share', async (c) => {
    const { email } = await sessionOf(context, c)
    const { deviceId } = parseInput(recoveryQuerySchema, readQuery(c), 'query')
    if (!(await isDeviceApproved(context, email, deviceId))) {
      throw new ApiError('This device is not approved for the account yet', { status: 403 })
    }
    const { recoveryKey } = context.config.email
    const row = await context.db
      .selectFrom('embedded_recovery_shares')
      .select('sealed_share')
      .where('email', '=', email)
      .executeTakeFirst()
    if (!row || !recoveryKey) throw notFound('The account cannot be recovered on a new device')
    return c.json({ share: openRecoveryShare(recoveryKey, email, row.sealed_share) })
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
