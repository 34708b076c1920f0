import { emailSchema, otpSchema } from '@openappkit/common/validation'
import { z } from 'zod'
import { ApiError, badRequest } from '../errors/index.ts'
import type { App } from '../http/app-env.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import type { ApiContext } from '../server/api-context.ts'
import { emailCodeMail } from './email-code-mail.ts'
import { createMailer } from './mailer.ts'
import { hashOneTimeCode, isOneTimeCode, newOneTimeCode, newSessionToken } from './one-time-code.ts'
import { sessionOf } from './session-of.ts'

/** How long an embedded-wallet session lasts. */
export const EMBEDDED_SESSION_TTL_MS = 7 * 24 * 3_600_000

const email = emailSchema.max(254).transform((value) => value.toLowerCase())
const sendBodySchema = z.strictObject({ email })
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

  app.post('/v1/embedded/email/code', async (c) => {
    if (!mailer) throw new ApiError('Email is not configured', { status: 503 })
    const body = parseInput(sendBodySchema, await readJsonBody(c), 'body')
    const now = context.clock.now()
    const previous = await codeRow(body.email)
    const waitMs = previous ? Number(previous.sent_at) + resendCooldownMs - now : 0
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1_000)
      c.header('Retry-After', String(seconds))
      return c.json({ message: `Please try again after ${seconds} seconds` }, 429)
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
