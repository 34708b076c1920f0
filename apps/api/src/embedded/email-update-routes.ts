import { emailSchema, otpSchema } from '@openappkit/common/validation'
import { z } from 'zod'
import { ApiError, badRequest } from '../errors/index.ts'
import type { App } from '../http/app-env.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import type { ApiContext } from '../server/api-context.ts'
import { createMailer } from './mailer.ts'
import { openRecoveryShare, sealRecoveryShare } from './recovery-seal.ts'
import { sessionOf } from './session-of.ts'
import { createStoredCodes, tooSoon } from './stored-codes.ts'

const email = emailSchema.max(254).transform((value) => value.toLowerCase())
const startBodySchema = z.strictObject({ email })
const verifyBodySchema = z.strictObject({ email, otp: otpSchema.max(6) })

const inUse = () => new ApiError('This email is already in use', { status: 409 })

/**
 * Changing an embedded wallet's email (docs/project/behaviour.md §4): a code to the current
 * address, then one to the new address, each bound to the other address; the account (key shares,
 * devices, sessions) moves only once both were entered.
 */
export function registerEmailUpdateRoutes(app: App, context: ApiContext): void {
  const codes = createStoredCodes(context, createMailer(context.config.email))
  const isTaken = async (address: string) =>
    (await context.db
      .selectFrom('embedded_key_shares')
      .select('email')
      .where('email', '=', address)
      .executeTakeFirst()) !== undefined

  app.post('/v1/embedded/email/update', async (c) => {
    const session = await sessionOf(context, c)
    const { email: next } = parseInput(startBodySchema, await readJsonBody(c), 'body')
    if (next === session.email) throw badRequest('The new email is the current one')
    if (await isTaken(next)) throw inUse()
    const primary = { email: session.email, purpose: 'update-primary', binding: next } as const
    const wait = await codes.cooldown(primary)
    if (wait) return tooSoon(c, wait)
    await codes.send(primary)
    return c.json({ action: 'VERIFY_PRIMARY_OTP' })
  })

  app.post('/v1/embedded/email/update/primary', async (c) => {
    const session = await sessionOf(context, c)
    const body = parseInput(verifyBodySchema, await readJsonBody(c), 'body')
    await codes.verify(
      { email: session.email, purpose: 'update-primary', binding: body.email },
      body.otp,
    )
    await codes.send({ email: body.email, purpose: 'update-secondary', binding: session.email })
    return c.json({ action: 'VERIFY_SECONDARY_OTP' })
  })

  app.post('/v1/embedded/email/update/secondary', async (c) => {
    const session = await sessionOf(context, c)
    const body = parseInput(verifyBodySchema, await readJsonBody(c), 'body')
    const next = body.email
    await codes.verify(
      { email: next, purpose: 'update-secondary', binding: session.email },
      body.otp,
    )
    const { recoveryKey } = context.config.email
    await context.db.transaction().execute(async (transaction) => {
      const taken = await transaction
        .selectFrom('embedded_key_shares')
        .select('email')
        .where('email', '=', next)
        .executeTakeFirst()
      if (taken) throw inUse()
      const moveTo = { email: next }
      await transaction
        .updateTable('embedded_key_shares')
        .set(moveTo)
        .where('email', '=', session.email)
        .execute()
      await transaction
        .updateTable('embedded_devices')
        .set(moveTo)
        .where('email', '=', session.email)
        .execute()
      await transaction
        .updateTable('embedded_sessions')
        .set(moveTo)
        .where('email', '=', session.email)
        .execute()
      const sealed = await transaction
        .selectFrom('embedded_recovery_shares')
        .select('sealed_share')
        .where('email', '=', session.email)
        .executeTakeFirst()
      if (sealed && recoveryKey) {
        // The seal names the address: the share is sealed again under the new one.
        const share = openRecoveryShare(recoveryKey, session.email, sealed.sealed_share)
        await transaction
          .updateTable('embedded_recovery_shares')
          .set({ email: next, sealed_share: sealRecoveryShare(recoveryKey, next, share) })
          .where('email', '=', session.email)
          .execute()
      }
    })
    return c.json({ newEmail: next })
  })
}
