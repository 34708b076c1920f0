import { emailSchema, otpSchema } from '@openappkit/common/validation'
import { z } from 'zod'
import { ApiError, badRequest } from '../errors/index.ts'
import type { App } from '../http/app-env.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import type { ApiContext } from '../server/api-context.ts'
import { deviceIdSchema, isDeviceApproved, mailDeviceApproval } from './device-approval.ts'
import { emailCodeMail } from './email-code-mail.ts'
import { createMailer } from './mailer.ts'
import { hashOneTimeCode, isOneTimeCode, newOneTimeCode, newSessionToken } from './one-time-code.ts'
import { sessionOf } from './session-of.ts'

/** How long an embedded-wallet session lasts. */
export const EMBEDDED_SESSION_TTL_MS = 7 * 24 * 3_600_000

const email = emailSchema.max(254).transform((value) => value.toLowerCase())
const sendBodySchema = z.strictObject({ email, deviceId: deviceIdSchema.optional() })
const verifyBodySchema = z.strictObject({ email, otp: otpSchema.max(6) })

const tooManyAttempts = () => new ApiError('Too many attempts: ask for a new code', { status: 429 })

/**
 * The embedded wallet's email login (issue 17): a six-digit code by email, kept only as a salted
 * hash, valid 10 minutes and for 5 tries, at most one email per address every 30 s (SPEC §5's
 * 'Please try again after {n} seconds'); the right code opens a session whose token is kept
 * only as a hash.
 */
export function registerEmailLoginRoutes(app: App, context: ApiContext): void {
  const mailer = createMailer(context.config.email)
  const { codeTtlMs, maxAttempts, resendCooldownMs } = context.config.email
  const codeRow = (address: string) =>
    context.db
      .selectFrom('email_codes')
      .selectAll()
      .where('email', '=', address)
      .where('purpose', '=', 'login')
      .executeTakeFirst()
  const forget = (address: string) =>
    context.db
      .deleteFrom('email_codes')
      .where('email', '=', address)
      .where('purpose', '=', 'login')
      .execute()

  // Seconds until another email may go to the address (SPEC §5), or 0.
  const cooldownOf = (sentAt: number | null | undefined, now: number) =>
    sentAt ? Math.max(0, Math.ceil((Number(sentAt) + resendCooldownMs - now) / 1_000)) : 0

  // An account with a key signs in on a device of its own, or on one approved from the email.
  const needsDeviceApproval = async (address: string, deviceId: string) => {
    const key = await context.db
      .selectFrom('embedded_key_shares')
      .select('email')
      .where('email', '=', address)
      .executeTakeFirst()
    return key !== undefined && !(await isDeviceApproved(context, address, deviceId))
  }

  app.post('/v1/embedded/email/code', async (c) => {
    if (!mailer) throw new ApiError('Email is not configured', { status: 503 })
    const body = parseInput(sendBodySchema, await readJsonBody(c), 'body')
    const now = context.clock.now()
    const previous = await codeRow(body.email)
    const tooSoon = cooldownOf(previous?.sent_at, now)
    if (tooSoon) {
      c.header('Retry-After', String(tooSoon))
      return c.json({ message: `Please try again after ${tooSoon} seconds` }, 429)
    }
    if (body.deviceId && (await needsDeviceApproval(body.email, body.deviceId))) {
      const device = await context.db
        .selectFrom('embedded_devices')
        .select('link_sent_at')
        .where('email', '=', body.email)
        .where('device_id', '=', body.deviceId)
        .executeTakeFirst()
      const linkTooSoon = cooldownOf(device?.link_sent_at, now)
      if (linkTooSoon) {
        c.header('Retry-After', String(linkTooSoon))
        return c.json({ message: `Please try again after ${linkTooSoon} seconds` }, 429)
      }
      const origin = context.config.server.publicUrl ?? new URL(c.req.url).origin
      await mailDeviceApproval(context, mailer, {
        email: body.email,
        deviceId: body.deviceId,
        origin,
        ttlMs: codeTtlMs,
      })
      return c.json({ action: 'VERIFY_DEVICE' })
    }
    const code = newOneTimeCode()
    const { salt, hash } = hashOneTimeCode(code)
    await forget(body.email)
    await context.db
      .insertInto('email_codes')
      .values({
        email: body.email,
        purpose: 'login',
        code_hash: hash,
        salt,
        sent_at: now,
        expires_at: now + codeTtlMs,
        attempts: 0,
      })
      .execute()
    try {
      await mailer.send(emailCodeMail(body.email, code, Math.round(codeTtlMs / 60_000)))
    } catch (error) {
      await forget(body.email)
      context.logger.error('email login: sending failed', { error: String(error) })
      throw new ApiError('Could not send the email', { status: 502, cause: error })
    }
    return c.json({ action: 'VERIFY_OTP' })
  })

  app.post('/v1/embedded/email/verify', async (c) => {
    const body = parseInput(verifyBodySchema, await readJsonBody(c), 'body')
    const now = context.clock.now()
    const row = await codeRow(body.email)
    // No code and a wrong code read the same: the answer says nothing about the address.
    if (!row) throw badRequest('Invalid one-time code')
    if (Number(row.expires_at) <= now) {
      await forget(body.email)
      throw badRequest('The code expired: ask for a new one')
    }
    if (row.attempts >= maxAttempts) {
      await forget(body.email)
      throw tooManyAttempts()
    }
    if (!isOneTimeCode(body.otp, row.salt, row.code_hash)) {
      const attempts = row.attempts + 1
      if (attempts >= maxAttempts) {
        await forget(body.email)
        throw tooManyAttempts()
      }
      await context.db
        .updateTable('email_codes')
        .set({ attempts })
        .where('email', '=', body.email)
        .where('purpose', '=', 'login')
        .execute()
      throw badRequest('Invalid one-time code')
    }
    await forget(body.email)
    const { token, hash } = newSessionToken()
    await context.db
      .insertInto('embedded_sessions')
      .values({
        token_hash: hash,
        email: body.email,
        created_at: now,
        expires_at: now + EMBEDDED_SESSION_TTL_MS,
      })
      .execute()
    return c.json({ sessionToken: token, email: body.email })
  })

  app.get('/v1/embedded/session', async (c) => c.json(await sessionOf(context, c)))
}
