import { emailSchema, otpSchema } from '@openappkit/common/validation'
import { z } from 'zod'
import { ApiError } from '../errors/index.ts'
import type { App } from '../http/app-env.ts'
import { publicOrigin } from '../http/public-origin.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import type { ApiContext } from '../server/api-context.ts'
import { deviceIdSchema, isDeviceApproved, mailDeviceApproval } from './device-approval.ts'
import { createMailer } from './mailer.ts'
import { openEmbeddedSession, sessionOf } from './session-of.ts'
import { cooldownSecondsLeft, createStoredCodes, tooSoon } from './stored-codes.ts'

const email = emailSchema.max(254).transform((value) => value.toLowerCase())
const sendBodySchema = z.strictObject({ email, deviceId: deviceIdSchema.optional() })
const verifyBodySchema = z.strictObject({ email, otp: otpSchema.max(6) })

/**
 * The embedded wallet's email login (issue 17): a six-digit code by email, kept only as a salted
 * hash, valid 10 minutes and for 5 tries, at most one email per address every 30 s
 * (docs/project/behaviour.md §5's 'Please try again after {n} seconds'); the right code opens a
 * session whose token is kept only as a hash.
 */
export function registerEmailLoginRoutes(app: App, context: ApiContext): void {
  const mailer = createMailer(context.config.email)
  const codes = createStoredCodes(context, mailer)
  const { codeTtlMs } = context.config.email
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
    const login = { email: body.email, purpose: 'login' } as const
    const wait = await codes.cooldown(login)
    if (wait) return tooSoon(c, wait)
    if (body.deviceId && (await needsDeviceApproval(body.email, body.deviceId))) {
      const device = await context.db
        .selectFrom('embedded_devices')
        .select('link_sent_at')
        .where('email', '=', body.email)
        .where('device_id', '=', body.deviceId)
        .executeTakeFirst()
      const linkWait = cooldownSecondsLeft(context, device?.link_sent_at)
      if (linkWait) return tooSoon(c, linkWait)
      await mailDeviceApproval(context, mailer, {
        email: body.email,
        deviceId: body.deviceId,
        origin: publicOrigin(context, c.req.url),
        ttlMs: codeTtlMs,
      })
      return c.json({ action: 'VERIFY_DEVICE' })
    }
    await codes.send(login)
    return c.json({ action: 'VERIFY_OTP' })
  })

  app.post('/v1/embedded/email/verify', async (c) => {
    const body = parseInput(verifyBodySchema, await readJsonBody(c), 'body')
    await codes.verify({ email: body.email, purpose: 'login' }, body.otp)
    const token = await openEmbeddedSession(context, body.email)
    return c.json({ sessionToken: token, email: body.email })
  })

  app.get('/v1/embedded/session', async (c) => c.json(await sessionOf(context, c)))
}
