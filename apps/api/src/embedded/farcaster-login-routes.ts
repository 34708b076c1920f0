import { randomBytes } from 'node:crypto'
import { isAddressEqual, verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { z } from 'zod'
import { ApiError, badRequest } from '../errors/index.ts'
import type { App } from '../http/app-env.ts'
import { publicOrigin } from '../http/public-origin.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import type { ApiContext } from '../server/api-context.ts'
import { approveDevice, deviceIdSchema } from './device-approval.ts'
import { hashSessionToken } from './one-time-code.ts'
import { openEmbeddedSession } from './session-of.ts'

const CHANNEL_TTL_MS = 10 * 60_000
const CONNECT_PATH = '/v1/embedded/farcaster/connect'
const token = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/)
const statusBodySchema = z.strictObject({
  channelToken: token,
  pollSecret: token,
  /** The frame's device: a fresh signature by the custody key approves it for the account. */
  deviceId: deviceIdSchema.optional(),
})
const completeBodySchema = z.strictObject({
  channelToken: token,
  message: z.string().min(1).max(4_096),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/),
  fid: z.number().int().positive().max(1e12),
  username: z.string().min(1).max(64).optional(),
})

const refused = (reason: string) => badRequest(`Farcaster sign-in refused: ${reason}`)

/**
 * Sign In With Farcaster for the embedded wallet (issue 17): the frame opens a channel (its URL
 * is the QR code; a poll secret only the frame holds), the Farcaster app completes it with a
 * SIWF message (EIP-4361, chain 10, resource `farcaster://fid/{fid}`) signed by the fid's
 * custody key, and the frame's poll then gets a session for `farcaster:{fid}`.
 */
export function registerFarcasterLoginRoutes(app: App, context: ApiContext): void {
  const { custodyAddresses } = context.config.farcaster
  const channelOf = (channelToken: string) =>
    context.db
      .selectFrom('embedded_farcaster_channels')
      .selectAll()
      .where('channel_token', '=', channelToken)
      .where('expires_at', '>', context.clock.now())
      .executeTakeFirst()

  app.post('/v1/embedded/farcaster/channel', async (c) => {
    const channelToken = randomBytes(24).toString('base64url')
    const pollSecret = randomBytes(24).toString('base64url')
    const nonce = randomBytes(12).toString('hex')
    await context.db
      .insertInto('embedded_farcaster_channels')
      .values({
        channel_token: channelToken,
        poll_secret_hash: hashSessionToken(pollSecret),
        nonce,
        expires_at: context.clock.now() + CHANNEL_TTL_MS,
        fid: null,
        user_name: null,
      })
      .execute()
    const url = new URL(CONNECT_PATH, publicOrigin(context, c.req.url))
    url.search = new URLSearchParams({ channelToken, nonce }).toString()
    return c.json({ channelToken, pollSecret, url: url.href })
  })

  // What a phone's camera opens from the QR code: the channel belongs to a Farcaster app.
  app.get(CONNECT_PATH, (c) => {
    c.header('Content-Security-Policy', "default-src 'none'")
    return c.html(
      '<!doctype html><meta charset="utf-8"><title>Sign in with Farcaster</title><p>Scan this code with your Farcaster app to sign in.</p>',
    )
  })

  app.post('/v1/embedded/farcaster/channel/complete', async (c) => {
    const body = parseInput(completeBodySchema, await readJsonBody(c), 'body')
    const channel = await channelOf(body.channelToken)
    if (!channel || channel.fid !== null) throw refused('unknown or finished channel')
    const fields = (() => {
      try {
        return parseSiweMessage(body.message)
      } catch {
        return {}
      }
    })()
    const origin = publicOrigin(context, c.req.url)
    if (fields.domain !== new URL(origin).host) throw refused('wrong domain')
    if (fields.uri !== `${origin}${CONNECT_PATH}`) throw refused('wrong uri')
    if (fields.nonce !== channel.nonce) throw refused('wrong nonce')
    if (fields.chainId !== 10) throw refused('wrong chain')
    if (!fields.resources?.includes(`farcaster://fid/${body.fid}`)) throw refused('wrong fid')
    if (fields.expirationTime && fields.expirationTime.getTime() <= context.clock.now()) {
      throw refused('expired')
    }
    const custody = custodyAddresses[String(body.fid)]
    if (!custody || !fields.address || !isAddressEqual(fields.address, custody as `0x${string}`)) {
      throw refused('not the custody address of this fid')
    }
    const valid = await verifyMessage({
      address: custody as `0x${string}`,
      message: body.message,
      signature: body.signature as `0x${string}`,
    }).catch(() => false)
    if (!valid) throw refused('bad signature')
    await context.db
      .updateTable('embedded_farcaster_channels')
      .set({ fid: String(body.fid), user_name: body.username ?? null })
      .where('channel_token', '=', body.channelToken)
      .execute()
    return c.json({ state: 'completed' })
  })

  app.post('/v1/embedded/farcaster/channel/status', async (c) => {
    const body = parseInput(statusBodySchema, await readJsonBody(c), 'body')
    const channel = await channelOf(body.channelToken)
    if (!channel || channel.poll_secret_hash !== hashSessionToken(body.pollSecret)) {
      throw new ApiError('Unknown channel', { status: 404 })
    }
    if (channel.fid === null) return c.json({ state: 'pending' })
    // Completed: the session goes out once, and the channel is gone.
    await context.db
      .deleteFrom('embedded_farcaster_channels')
      .where('channel_token', '=', body.channelToken)
      .execute()
    const account = `farcaster:${channel.fid}`
    const sessionToken = await openEmbeddedSession(context, account)
    if (body.deviceId) await approveDevice(context, account, body.deviceId)
    return c.json({
      state: 'completed',
      sessionToken,
      account,
      ...(channel.user_name ? { userName: channel.user_name } : {}),
    })
  })
}
