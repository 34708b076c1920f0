import { z } from 'zod'
import { badRequest } from '../errors/index.ts'
import type { App } from '../http/app-env.ts'
import { parseInput, readJsonBody, readQuery } from '../http/validate.ts'
import type { ApiContext } from '../server/api-context.ts'
import type { Mailer } from './mailer.ts'
import { hashSessionToken, newSessionToken } from './one-time-code.ts'

/** A frame's device id: random, kept in the frame origin's storage. */
export const deviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/)

const statusBodySchema = z.strictObject({
  email: z
    .string()
    .min(3)
    .max(254)
    .transform((value) => value.toLowerCase()),
  deviceId: deviceIdSchema,
})
const approveQuerySchema = z.object({
  email: z.string().min(3).max(254),
  device: deviceIdSchema,
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
})

/** Whether `deviceId` was approved for the account of `email`. */
export async function isDeviceApproved(context: ApiContext, email: string, deviceId: string) {
  const row = await context.db
    .selectFrom('embedded_devices')
    .select('approved_at')
    .where('email', '=', email)
    .where('device_id', '=', deviceId)
    .executeTakeFirst()
  return row?.approved_at !== null && row?.approved_at !== undefined
}

/**
 * Marks a device approved for an account: its first device (the key is made on it), or one that
 * just signed in at a social provider or with a Farcaster custody signature.
 */
export async function approveDevice(context: ApiContext, email: string, deviceId: string) {
  const now = context.clock.now()
  await context.db
    .insertInto('embedded_devices')
    .values({ email, device_id: deviceId, approved_at: now })
    .onConflict((conflict) =>
      conflict.columns(['email', 'device_id']).doUpdateSet({ approved_at: now, token_hash: null }),
    )
    .execute()
}

/** Mails the link that approves `deviceId` for the account (valid for `ttlMs`). */
export async function mailDeviceApproval(
  context: ApiContext,
  mailer: Mailer,
  parameters: { email: string; deviceId: string; origin: string; ttlMs: number },
): Promise<void> {
  const { email, deviceId, origin, ttlMs } = parameters
  const { token, hash } = newSessionToken()
  const now = context.clock.now()
  const fields = { token_hash: hash, token_expires_at: now + ttlMs, link_sent_at: now }
  await context.db
    .insertInto('embedded_devices')
    .values({ email, device_id: deviceId, approved_at: null, ...fields })
    .onConflict((conflict) => conflict.columns(['email', 'device_id']).doUpdateSet(fields))
    .execute()
  const link = new URL('/v1/embedded/device/approve', origin)
  link.search = new URLSearchParams({ email, device: deviceId, token }).toString()
  const minutes = Math.round(ttlMs / 60_000)
  await mailer.send({
    to: email,
    subject: 'Approve this device for your OpenAppKit wallet',
    text: `Someone (you, we hope) is signing in to your wallet on a new device. Approve it within ${minutes} minutes: ${link}\nIf it was not you, ignore this email: nothing happens without this link and the code that follows.`,
    html: `<p>Someone (you, we hope) is signing in to your wallet on a new device.</p><p><a href="${link}">Approve this device</a> within ${minutes} minutes.</p><p>If it was not you, ignore this email: nothing happens without this link and the code that follows.</p>`,
  })
}

/** The device routes: the emailed approval link, and the frame asking whether it was opened. */
export function registerDeviceRoutes(app: App, context: ApiContext): void {
  app.get('/v1/embedded/device/approve', async (c) => {
    const query = parseInput(approveQuerySchema, readQuery(c), 'query')
    const email = query.email.toLowerCase()
    const row = await context.db
      .selectFrom('embedded_devices')
      .selectAll()
      .where('email', '=', email)
      .where('device_id', '=', query.device)
      .executeTakeFirst()
    const valid =
      row?.token_hash === hashSessionToken(query.token) &&
      Number(row.token_expires_at) > context.clock.now()
    if (!valid) throw badRequest('This link is invalid or expired: sign in again for a new one')
    await approveDevice(context, email, query.device)
    c.header('Content-Security-Policy', "default-src 'none'")
    return c.html(
      '<!doctype html><meta charset="utf-8"><title>Device approved</title><p>This device is approved. Go back to the site to finish signing in.</p>',
    )
  })

  app.post('/v1/embedded/device/status', async (c) => {
    const { email, deviceId } = parseInput(statusBodySchema, await readJsonBody(c), 'body')
    return c.json({ approved: await isDeviceApproved(context, email, deviceId) })
  })
}
